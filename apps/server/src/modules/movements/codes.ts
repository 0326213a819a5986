import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { movementCode } from '@coldroom/domain';
import type { MovementType } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { movements, type MovementRow } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { rowsOf } from '../occupancy/queries';
import { notReservedSql } from '../offline/codes';

export interface NewMovement {
  companyId: number;
  type: MovementType;
  coolingUnitId: number;
  farmerId: number;
  operatorUserId: number;
  time: Date;
  /** An offline movement: its code (already claimed from the device's block), device and arrival. */
  offline?: { code: string; deviceId: string; receivedAt: Date } | null;
}

const ATTEMPTS = 20;

/** Bytes asked of the operating system at a time for movement codes (a code takes 14: 6 wanted + 8 spare). */
const POOL_BYTES = 4096;
let pool: Buffer = Buffer.alloc(0);
let poolUsed = 0;

/**
 * Random bytes for movement codes (movementCode's random source): the same cryptographic bytes as
 * randomBytes, asked for a block at a time instead of one call per code, and each byte given out once. A
 * slice stays valid after the pool is refilled (a new block, the old one left as it is). Larger asks go
 * straight to randomBytes.
 */
export function pooledRandomBytes(size: number): Uint8Array {
  if (size > POOL_BYTES) return randomBytes(size);
  if (poolUsed + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolUsed = 0;
  }
  const bytes = pool.subarray(poolUsed, poolUsed + size);
  poolUsed += size;
  return bytes;
}

/**
 * Inserts the movement with a fresh 6-character code, unique in the company and held by no device's
 * reserved block. A clash is skipped by the unique index or the reservation check (no error, so the
 * transaction stays usable) and another code is drawn; with 32^6 codes a clash is rare, twenty in a row
 * is a broken random source. An offline movement keeps the code it was done with, or fails 409. `draw`
 * is there for tests, which need to hand it a reserved code.
 */
export async function insertMovement(tx: DbOrTx, movement: NewMovement, draw: () => string = () => movementCode(pooledRandomBytes)): Promise<MovementRow> {
  const { offline, ...row } = movement;
  if (offline) {
    const [inserted] = await tx
      .insert(movements)
      .values({ ...row, code: offline.code, deviceId: offline.deviceId, receivedAt: offline.receivedAt })
      .onConflictDoNothing({ target: [movements.companyId, movements.code] })
      .returning();
    if (inserted) return inserted;
    throw new AppError(409, 'code_already_used', 'Another movement already has this code.', { 'offline.code': 'code_already_used' });
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = draw();
    const result = await tx.execute(sql`
      insert into movements (company_id, type, code, cooling_unit_id, farmer_id, operator_user_id, time, received_at)
      select ${row.companyId}::bigint, ${row.type}, ${code}, ${row.coolingUnitId}::bigint, ${row.farmerId}::bigint, ${row.operatorUserId}::bigint,
        ${row.time.toISOString()}::timestamptz, ${row.time.toISOString()}::timestamptz
      where ${notReservedSql(row.companyId, code)}
      on conflict (company_id, code) do nothing
      returning id, created_at`);
    const inserted = rowsOf<{ id: number | string; created_at: string | Date }>(result)[0];
    if (inserted) return { ...row, id: Number(inserted.id), code, receivedAt: row.time, deviceId: null, createdAt: new Date(inserted.created_at) };
  }
  throw new Error(`No free movement code for company ${movement.companyId} after ${ATTEMPTS} attempts`);
}
