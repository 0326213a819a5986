import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, IDEMPOTENCY_HEADER } from '@coldroom/contract';

/**
 * The Android and iOS shells load the web app from their own origin (capacitor://localhost,
 * https://localhost) and call the API from there, so those origins get CORS answers. Credentials are not
 * allowed: the shells send bearer tokens, and cookies (which carry the CSRF pairing) stay same-origin.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const allowed = new Set(origins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER, CSRF_HEADER],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  });
}
