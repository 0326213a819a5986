import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { WebFallback } from './not-found';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Files whose names never change but whose content does: the browser must check them every time. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'service-worker.js', 'registerSW.js', 'manifest.webmanifest']);
/** Headers that only mean something on a document (or a worker script), dropped from other files. */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
/** Vite's content hash: name-<8+ url-safe chars>.ext */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export const WEB_APP_MISSING_TEXT =
  'Coldroom API is running, but the web app is not built yet. Run `npm run build`, then restart the server.\n';

/**
 * Serves the built web app at / (assets, /assets/i18n/{lang}.json, the service worker) and returns the
 * fallback that sends index.html to browser navigations of client-side routes.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<WebFallback> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.status(503).type('text/plain; charset=utf-8').send(WEB_APP_MISSING_TEXT));
    return async (request, reply) => {
      if (!acceptsHtml(request.headers.accept)) return false;
      await reply.status(503).type('text/plain; charset=utf-8').send(WEB_APP_MISSING_TEXT);
      return true;
    };
  }

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    // The same file has three bodies (brotli, gzip, plain): caches must key on the encoding asked for.
    // Added on the reply, not the raw response, so that CORS's "Vary: Origin" adds to it, not replaces it.
    const vary = reply.getHeader('vary');
    const current = typeof vary === 'string' ? vary : '';
    if (!/accept-encoding/i.test(current)) reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
    // Scripts, styles, fonts and translations are not documents: the headers that only govern a document
    // (CSP, framing, referrer...) would cost about 650 bytes on each of the twenty files of a first visit,
    // a quarter of a second on slow 3G. index.html and the service worker keep them.
    if (request.url.startsWith('/assets/')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    // The build stores a brotli and a gzip copy beside every text file (apps/web/scripts/compress.mjs);
    // the copy the browser accepts is sent as it is, so nothing is compressed per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
    },
  });

  return async (request, reply) => {
    if (!acceptsHtml(request.headers.accept)) return false;
    await reply.header('cache-control', REVALIDATE).sendFile('index.html');
    return true;
  };
}

export function cacheControlFor(storedPath: string): string {
  // A precompressed copy (index-B2xk9Qa1.js.br) is cached like the file it stands for.
  const filePath = storedPath.replace(/\.(br|gz)$/, '');
  const name = basename(filePath);
  if (ALWAYS_REVALIDATE.has(name) || filePath.includes(`${sep}i18n${sep}`)) return REVALIDATE;
  if (filePath.includes(`${sep}assets${sep}`) && HASHED_NAME.test(name)) return IMMUTABLE;
  if (/^workbox-[A-Za-z0-9]+\.js$/.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('text/html');
}
