import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Offline, OfflineKind, OfflineRefusalPage } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { offlineRefusals, users } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { fullName } from '../movements/refs';

/**
 * Runs an endpoint that takes offline operations; when a request carrying `offline` is refused (any 4xx
 * but 401), the refusal is recorded once its transaction has rolled back (domain-rules §10: the company's
 * service providers see refused operations). The error still answers as it would have. Each offline
 * operation is counted in the metrics as applied or refused (refused: exactly those recorded).
 */
export async function recordingRefusals<T>(db: Db, request: FastifyRequest, kind: OfflineKind, run: () => Promise<T>): Promise<T> {
  const offline = (request.body as { offline?: Offline } | null | undefined)?.offline;
  const { metrics } = request.server.ctx;
  try {
    const result = await run();
    if (offline) metrics.offline('applied');
    return result;
  } catch (error) {
    const actor = request.actor;
    if (offline && actor?.companyId != null && error instanceof AppError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      metrics.offline('refused');
      await db.insert(offlineRefusals).values({
        companyId: actor.companyId,
        userId: actor.userId,
        deviceId: offline.device_id,
        kind,
        code: offline.code ?? null,
        status: error.status,
        errorCode: error.code,
        message: error.message,
        fields: error.fields ?? null,
        details: error.details ?? null,
        doneAt: new Date(offline.done_at),
      });
    }
    throw error;
  }
}

/** GET /operation/v1/offline-refusals/: the company's (service providers) or the operator's own, newest first. */
export async function listOfflineRefusals(db: Db, actor: Actor, query: { page: number; page_size: number }): Promise<OfflineRefusalPage> {
  if (actor.companyId === null) throw errors.forbidden();
  const where = and(eq(offlineRefusals.companyId, actor.companyId), actor.role === 'Service Provider' ? undefined : eq(offlineRefusals.userId, actor.userId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ r: offlineRefusals, firstName: users.firstName, lastName: users.lastName })
      .from(offlineRefusals)
      .innerJoin(users, eq(users.id, offlineRefusals.userId))
      .where(where)
      .orderBy(desc(offlineRefusals.receivedAt), desc(offlineRefusals.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(offlineRefusals).where(where),
  ]);
  return {
    items: rows.map(({ r, firstName, lastName }) => ({
      id: r.id,
      user_id: r.userId,
      user_name: fullName(firstName, lastName),
      device_id: r.deviceId,
      kind: r.kind,
      code: r.code,
      error_code: r.errorCode,
      message: r.message,
      fields: r.fields,
      details: r.details,
      done_at: r.doneAt?.toISOString() ?? null,
      received_at: r.receivedAt.toISOString(),
    })),
    total: count?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
