import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@coldroom/contract';
import { errors } from '../../platform/errors';
import { TYPE_OF_EXTENSION } from '../../platform/files/images';

const LOGO_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/**
 * Serves stored logos. Public: an <img> cannot send a bearer token, and a company's logo is public
 * (domain-rules §1); the key is the content's hash, so the file never changes and may be cached for ever.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { files } = app.ctx;
  app.get(
    '/files/logos/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A company logo',
        params: z.object({ name: z.string().max(80) }),
        response: { 200: z.any().describe('PNG, JPEG or WebP bytes'), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const match = LOGO_NAME.exec(request.params.name);
      if (!match) throw errors.notFound('The file');
      const data = await files.get(`logos/${request.params.name}`);
      if (!data) throw errors.notFound('The file');
      return reply
        .type(TYPE_OF_EXTENSION[match[2]!]!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('etag', `"${match[1]}"`)
        .send(data);
    },
  );
};
