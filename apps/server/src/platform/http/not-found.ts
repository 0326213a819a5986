import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors';

export type WebFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Unknown paths: browser navigations outside /api get the web app (client-side routes); an existing API
 * path with the wrong method gets 405 with Allow; everything else 404 route_not_found, in the §9 body.
 */
export function installNotFound(app: FastifyInstance, webFallback: WebFallback): void {
  const apiRoutes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    apiRoutes.push({ pattern: patternOf(route.url), methods: methods.map(String) });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && (await webFallback(request, reply))) return reply;
    const allowed = [...new Set(apiRoutes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))];
    // The path has this method but the router did not match it (a parameter it could not take): nothing there.
    if (allowed.includes(request.method)) throw errors.notFound();
    if (allowed.length > 0) {
      throw new AppError(405, 'method_not_allowed', `${request.method} is not allowed here.`, undefined, { allow: allowed.join(', ') });
    }
    // Never the path itself: no answer quotes the request back.
    throw new AppError(404, 'route_not_found', 'There is no such route.');
  });
}

/** '/api/user/v1/users/:id/' → a regex for concrete paths, trailing slash optional. */
function patternOf(url: string): RegExp {
  const trimmed = url.replace(/\/+$/, '');
  const source = trimmed
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
