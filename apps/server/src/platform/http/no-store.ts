import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@coldroom/contract';

/**
 * No cache (the browser's, a proxy's) keeps what one person's session was answered: every answer to a
 * request that carries a bearer token is `Cache-Control: no-store`, errors included, whatever the route
 * said. API answers that name no caching of their own are no-store too (login and refresh answer tokens
 * without one). Left alone: the web app's files and logos served by content hash, which are public and
 * fetched without a token (their routes set their own immutable or revalidate headers).
 * Sessions are bearer tokens only; the CSRF cookies identify no one, so they do not count.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const authenticated = request.headers.authorization !== undefined;
    const api = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (authenticated || (api && !reply.hasHeader('cache-control'))) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
