import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { OFFLINE_CODE_BLOCK_SIZE, OFFLINE_CODE_LAPSE_DAYS, type DeviceCodes } from '@coldroom/contract';
import { movementCode } from '@coldroom/domain';
import type { Db, DbOrTx } from '../../db/client';
import { deviceCodes } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';

const DAY_MS = 86_400_000;
const ROUNDS = 10;

/**
 * POST /operation/v1/device-codes/: a block of movement codes for the caller's device. A code is taken
 * only when no movement of the company has it and no reservation ever had it (the unique index on
 * reservations skips the rest, and another round draws what is missing).
 */
export async function reserveDeviceCodes(db: Db, actor: Actor, deviceId: string, now: Date = new Date()): Promise<DeviceCodes> {
  const companyId = actor.companyId;
  if (companyId === null) throw errors.forbidden('Only staff of a company reserve codes.');
  const expiresAt = new Date(now.getTime() + OFFLINE_CODE_LAPSE_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const codes: string[] = [];
    for (let round = 0; round < ROUNDS && codes.length < OFFLINE_CODE_BLOCK_SIZE; round += 1) {
      const wanted = [...new Set(Array.from({ length: OFFLINE_CODE_BLOCK_SIZE - codes.length }, () => movementCode(randomBytes)))];
      const result = await tx.execute(sql`
        insert into device_codes (company_id, user_id, device_id, code, expires_at)
        select ${companyId}::bigint, ${actor.userId}::bigint, ${deviceId}, w.code, ${expiresAt.toISOString()}::timestamptz
        from jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb) as w(code)
        where not exists (select 1 from movements m where m.company_id = ${companyId} and m.code = w.code)
        on conflict (company_id, code) do nothing
        returning code`);
      codes.push(...rowsOf<{ code: string }>(result).map((row) => row.code));
    }
    if (codes.length < OFFLINE_CODE_BLOCK_SIZE) throw new Error(`No free movement codes for company ${companyId}`);
    return { device_id: deviceId, codes, expires_at: expiresAt.toISOString() };
  });
}

/** DELETE /operation/v1/device-codes/{device_id}/ (at logout): the caller's unused codes of that device lapse. */
export async function lapseDeviceCodes(db: Db, actor: Actor, deviceId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(deviceCodes)
    .set({ lapsedAt: now })
    .where(and(eq(deviceCodes.userId, actor.userId), eq(deviceCodes.deviceId, deviceId), isNull(deviceCodes.usedAt), isNull(deviceCodes.lapsedAt)));
}

/**
 * Takes an offline movement's code in the caller's transaction: it must be an unused, unlapsed code of the
 * caller's block for this device (422 code_not_reserved), and no movement of the company may have it (409
 * code_already_used). The reservation is marked used; a failed operation rolls that back with it.
 */
export async function claimOfflineCode(tx: DbOrTx, actor: Actor, companyId: number, offline: { code?: string | undefined; device_id: string }, now: Date): Promise<string> {
  const code = offline.code!;
  const result = await tx.execute(sql`
    select exists (select 1 from movements m where m.company_id = ${companyId} and m.code = ${code}) as used,
      (select dc.id from device_codes dc
       where dc.company_id = ${companyId} and dc.code = ${code} and dc.user_id = ${actor.userId} and dc.device_id = ${offline.device_id}
         and dc.used_at is null and dc.lapsed_at is null and dc.expires_at > ${now.toISOString()}::timestamptz
       limit 1) as reservation`);
  const row = rowsOf<{ used: boolean; reservation: number | string | null }>(result)[0]!;
  if (row.used) throw new AppError(409, 'code_already_used', 'Another movement already has this code.', { 'offline.code': 'code_already_used' });
  if (row.reservation === null) {
    throw new AppError(422, 'code_not_reserved', 'This code is not one of the codes reserved for this device.', { 'offline.code': 'code_not_reserved' });
  }
  await tx.update(deviceCodes).set({ usedAt: now }).where(eq(deviceCodes.id, Number(row.reservation)));
  return code;
}

/** The condition an online movement code must meet: no reservation holds it (used ones are movements already). */
export function notReservedSql(companyId: number | SQL, code: string | SQL) {
  return sql`not exists (select 1 from device_codes dc where dc.company_id = ${companyId} and dc.code = ${code} and dc.used_at is null)`;
}
