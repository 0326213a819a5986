import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_ROLES, type Role } from '@coldroom/contract';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { companies, refreshTokens, users } from '../db/schema';
import type { AccessClaims, AccessTokens } from './auth/access-tokens';
import { errors } from './errors';

/**
 * Who may call a route: anyone, any logged-in person of a company ('authenticated': service providers,
 * operators, farmers), any logged-in user including the platform administrator ('any-user': one's own
 * account, logout), or the listed roles. Every /api route must say (registration fails otherwise), so no
 * endpoint is open by omission, and no company endpoint is open to the administrator by omission.
 */
export type Access = 'public' | 'optional' | 'authenticated' | 'any-user' | readonly Role[];

/** The logged-in user as the server knows them now (read from the database, not trusted from the token). */
export interface Actor {
  userId: number;
  role: Role;
  companyId: number | null;
  sessionId: string;
  /** Spec §6: the actor's company has market features (ml4Market); false without a company. */
  marketFeatures?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Routes under these prefixes are not ours to declare (generated documentation). */
const UNDECLARED_PREFIXES = ['/api/docs'];

export function installAccessPolicy(app: FastifyInstance, deps: { db: Db; tokens: AccessTokens }): void {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNDECLARED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    // 'optional': anyone, but a caller who sends a token is known (e.g. farmer sign-up vs staff registering a farmer).
    if (access === 'optional') {
      if (request.headers.authorization !== undefined) request.actor = await authenticate(request, deps);
      return;
    }
    request.actor = await authenticate(request, deps);
    if (access === 'any-user') return;
    if (access === 'authenticated' ? !(COMPANY_ROLES as readonly Role[]).includes(request.actor.role) : !access.includes(request.actor.role)) {
      throw errors.forbidden();
    }
  });
}

async function authenticate(request: FastifyRequest, deps: { db: Db; tokens: AccessTokens }): Promise<Actor> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw errors.notAuthenticated();
  return liveActor(deps.db, await deps.tokens.verify(match[1]));
}

/**
 * The actor a verified token stands for: the user must still be active and the session (refresh family)
 * not logged out or revoked; and their company (staff) must not be suspended (403 company_suspended).
 */
export async function liveActor(db: Db, claims: AccessClaims): Promise<Actor> {
  // Every authenticated request runs it: a named prepared statement, built once (db/prepared.ts).
  const query = preparedOnce(db, 'live_actor', (db) => {
    const liveSession = db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sql.placeholder('sessionId')), eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt)));
    return db
      .select({ id: users.id, role: users.role, companyId: users.companyId, suspendedAt: companies.suspendedAt, ml4Market: companies.ml4Market })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, sql.placeholder('userId')), eq(users.active, true), exists(liveSession)))
      .limit(1)
      .prepare('live_actor');
  });
  const [user] = await query.execute({ userId: claims.userId, sessionId: claims.sessionId });
  if (!user) throw errors.tokenInvalid();
  if (user.suspendedAt) throw errors.companySuspended();
  return { userId: user.id, role: user.role, companyId: user.companyId, sessionId: claims.sessionId, marketFeatures: user.ml4Market === true };
}

/** The actor of a route that declared it needs one. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw errors.notAuthenticated();
  return request.actor;
}

/** Spec §6: market features only for a company with ml4Market on (403 market_features_off otherwise). */
export function requireMarketFeatures(actor: Actor): void {
  if (actor.role !== 'Farmer' && actor.marketFeatures !== true) throw errors.marketFeaturesOff();
}
