import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapConfigSchema, SITES_PREFIX } from '@coldroom/contract';

/** Standard web-map tiles go to zoom 19. */
const MAX_ZOOM = 19;

/** The tile server the web maps use (MAP_TILE_URL, MAP_ATTRIBUTION); public, the locations page needs no login. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  app.get(
    `${SITES_PREFIX}/map-config/`,
    { config: { access: 'public' }, schema: { tags: ['locations'], summary: 'Map tile server for the web app', response: { 200: mapConfigSchema } } },
    async () => ({ tile_url: config.map.tileUrl, attribution: config.map.attribution, max_zoom: MAX_ZOOM }),
  );
};
