import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { CSRF_COOKIE, CSRF_HEADER } from '@coldroom/contract';

/** httpOnly cookie holding the CSRF secret; the readable CSRF_COOKIE holds the token derived from it. */
export const CSRF_SECRET_COOKIE = '_csrf';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const csrfHeaderName = CSRF_HEADER.toLowerCase();

export interface SecurityOptions {
  /** Cookies only over HTTPS when the app is served over HTTPS. */
  secureCookies: boolean;
  /** Extra image origins (map tiles), added when maps arrive. */
  imageOrigins?: readonly string[];
  /** The web app's own inline scripts, allowed by hash (inline-scripts.ts). */
  inlineScripts?: readonly string[];
}

/**
 * The security headers, on every answer: installed before the access check (app.ts), so that its 401s carry
 * them as well (they came without them until 2026-11-29).
 */
export function installSecurityHeaders(app: FastifyInstance, options: Pick<SecurityOptions, 'imageOrigins' | 'inlineScripts'>): void {
  // Built once: helmet parses the directives and picks its header setters when it is called, so the middleware
  // is made here and every request runs the same one (the plugin made it again on each request). Every answer
  // gets the same headers; routes that need others replace them on their reply (files, static-web).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the QR reader's WebAssembly (our own file) may be compiled; no script eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(options.inlineScripts ?? [])],
        // Mantine writes style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Map tiles and store badges come from other origins; requiring CORP on them would blank them out.
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, at the same point of the request as before: a reply's own headers still win.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, done as (error?: unknown) => void));
}

/** Cookies and the CSRF check (the security headers: installSecurityHeaders). */
export async function registerSecurity(app: FastifyInstance, options: Pick<SecurityOptions, 'secureCookies'>): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyCsrf, {
    cookieKey: CSRF_SECRET_COOKIE,
    cookieOpts: { path: '/', sameSite: 'strict', httpOnly: true, secure: options.secureCookies },
    getToken: (request) => {
      const value = request.headers[csrfHeaderName];
      return typeof value === 'string' ? value : undefined;
    },
  });

  // Only requests that carry our cookies can be forged by another site; a native shell sending just a
  // bearer token (and no cookies) has nothing to forge.
  app.addHook('onRequest', (request, reply, done) => {
    const hasSecret = request.cookies[CSRF_SECRET_COOKIE] !== undefined;
    const hasToken = request.cookies[CSRF_COOKIE] !== undefined;
    if (!UNSAFE_METHODS.has(request.method)) {
      // Half a pair (one cookie cleared) would lock the browser out of every form: re-issue on any read.
      if (hasSecret !== hasToken) issueCsrfToken(reply, options.secureCookies);
      return done();
    }
    if (!hasSecret && !hasToken) return done();
    app.csrfProtection(request, reply, done);
  });
}

/** Sets the CSRF cookies (if not yet set) and returns the token the client sends back in the header. */
export function issueCsrfToken(reply: FastifyReply, secureCookies: boolean): string {
  const token = reply.generateCsrf();
  void reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'strict', httpOnly: false, secure: secureCookies });
  return token;
}
