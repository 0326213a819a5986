import { and, eq, exists, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
  /**
   * The token's word only, not yet read from the database (a route with `session: 'in-statement'`): its
   * first statement confirms it (liveSessionSql, confirmSession), and any answer before that confirms it first.
   */
  unconfirmed?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * 'in-statement': the route's first statement looks the session up itself (liveSessionSql), a round trip
     * less; the answers stay those of the lookup before the route (see installAccessPolicy).
     */
    session?: 'in-statement';
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
    // A route whose first statement confirms the session: the token's claims stand until then, if they
    // may call it at all (else the session is looked up now, so a dead one still answers 401 before 403).
    if (request.routeOptions.config.session === 'in-statement' && Array.isArray(access)) {
      const claims = await verifiedClaims(request, deps);
      if (access.includes(claims.role)) {
        request.actor = { userId: claims.userId, role: claims.role, companyId: claims.companyId, sessionId: claims.sessionId, unconfirmed: true };
        return;
      }
      request.actor = await liveActor(deps.db, claims);
    } else {
      request.actor = await authenticate(request, deps);
    }
    checkAccess(access, request.actor);
  });
}

function checkAccess(access: Exclude<Access, 'public' | 'optional'>, actor: Actor): void {
  if (access === 'any-user') return;
  if (access === 'authenticated' ? !(COMPANY_ROLES as readonly Role[]).includes(actor.role) : !access.includes(actor.role)) {
    throw errors.forbidden();
  }
}

async function verifiedClaims(request: FastifyRequest, deps: { tokens: AccessTokens }): Promise<AccessClaims> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw errors.notAuthenticated();
  return deps.tokens.verify(match[1]);
}

async function authenticate(request: FastifyRequest, deps: { db: Db; tokens: AccessTokens }): Promise<Actor> {
  return liveActor(deps.db, await verifiedClaims(request, deps));
}

/**
 * A boolean column for the first statement of a route with `session: 'in-statement'`: whether the actor's
 * session is live as liveActor would find it (user active, session not logged out or revoked, company not
 * suspended) with the role and company the token says. Read it with confirmSession before anything else
 * the statement says.
 */
export function liveSessionSql(v: { userId: number | Placeholder; sessionId: string | Placeholder; role: string | Placeholder; companyId: number | null | Placeholder }): SQL {
  return sql`exists (select 1 from users u left join companies c on c.id = u.company_id
    where u.id = ${v.userId} and u.active and u.role = ${v.role} and u.company_id is not distinct from ${v.companyId}::bigint and c.suspended_at is null
      and exists (select 1 from refresh_tokens rt where rt.family_id = ${v.sessionId} and rt.user_id = u.id and rt.revoked_at is null))`;
}

/** Thrown when a liveSessionSql column says no: the route's transaction rolls back, and the session is looked up as for any route. */
export class SessionUnconfirmed extends Error {
  constructor() {
    super('The session is not as the access token says');
  }
}

/** An unconfirmed actor's session as its first statement found it (liveSessionSql): confirmed, or SessionUnconfirmed. */
export function confirmSession(actor: Actor, live: unknown): void {
  if (!actor.unconfirmed) return;
  if (live !== true && live !== 't') throw new SessionUnconfirmed();
  actor.unconfirmed = false;
}

/**
 * Looks an unconfirmed actor's session up as every other route does before its work: throws what that lookup
 * or the route's access check would have answered (401, 403), else the request's actor is the confirmed one.
 */
export async function settleSession(request: FastifyRequest, db: Db): Promise<void> {
  const actor = request.actor;
  if (!actor?.unconfirmed) return;
  const live = await liveActor(db, { userId: actor.userId, role: actor.role, companyId: actor.companyId, sessionId: actor.sessionId });
  request.actor = live;
  const access = request.routeOptions.config.access;
  if (access !== undefined && access !== 'public' && access !== 'optional') checkAccess(access, live);
}

/**
 * The work of a route with `session: 'in-statement'`. Its first statement found the session not as the
 * token said (SessionUnconfirmed): the session is looked up as on any route (a dead one answers 401, a
 * suspended company 403), and if it is live after all (the user's role or company changed since the token),
 * the work runs again as the actor the database knows. Any other refusal before the statement confirmed the
 * session is settled by the error handler (installErrorHandler), so 401 still comes first.
 */
export async function withSessionInStatement<T>(request: FastifyRequest, db: Db, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SessionUnconfirmed)) throw error;
    await settleSession(request, db);
    return work();
  }
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
