import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../platform/errors';

export interface LoginLimits {
  /** Failed attempts allowed per username in the window. */
  perUsername: number;
  /** Failed attempts allowed per client address in the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUsername: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };

export interface LoginLimiter {
  /** Refuses (429 with Retry-After) when the username or the address has used up its attempts. */
  check(request: FastifyRequest, usernameKey: string): Promise<void>;
  /** Counts a failed attempt against both. */
  recordFailure(request: FastifyRequest, usernameKey: string): Promise<void>;
}

/**
 * Only failures count: people logging in successfully are never locked out, and a guesser gets
 * `perUsername` tries per account and `perAddress` tries per address in each window. The address budget
 * is larger because many farmers share one mobile-network address.
 */
export function createLoginLimiter(app: FastifyInstance, limits: LoginLimits): LoginLimiter {
  const usernameKeys = new WeakMap<FastifyRequest, string>();
  const byUsername = app.createRateLimit({
    max: limits.perUsername,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `login-username:${usernameKeys.get(request) ?? ''}`,
  });
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `login-address:${request.ip}`,
  });

  // keyGenerator only sees the request, so the normalised username travels beside it.
  const forUsername = (request: FastifyRequest, key: string, increment: boolean) => {
    usernameKeys.set(request, key);
    return byUsername(request, { increment });
  };

  return {
    async check(request, usernameKey) {
      const [user, address] = await Promise.all([forUsername(request, usernameKey, false), byAddress(request, { increment: false })]);
      const blocked = [user, address].filter((limit) => !limit.isAllowed && limit.remaining === 0);
      if (blocked.length > 0) {
        const seconds = Math.max(1, ...blocked.map((limit) => (limit.isAllowed ? 0 : limit.ttlInSeconds)));
        throw errors.rateLimited(seconds);
      }
    },
    async recordFailure(request, usernameKey) {
      await Promise.all([forUsername(request, usernameKey, true), byAddress(request, { increment: true })]);
    },
  };
}
