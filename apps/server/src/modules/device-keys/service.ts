import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DeviceKey, DeviceKeyCreated } from '@coldroom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { coolingUnits, deviceKeys, type DeviceKeyRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { roomFor } from '../cooling-units/queries';
import { hashDeviceKey, newDeviceKey } from './keys';

function presentKey(row: DeviceKeyRow): DeviceKey {
  return {
    id: row.id,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listDeviceKeys(db: Db, actor: Actor, roomId: number): Promise<{ items: DeviceKey[] }> {
  await roomFor(db, actor, roomId);
  const rows = await db.select().from(deviceKeys).where(eq(deviceKeys.coolingUnitId, roomId)).orderBy(desc(deviceKeys.createdAt), desc(deviceKeys.id));
  return { items: rows.map(presentKey) };
}

/** A new key for the room's sensor; the answer is the only place the key itself appears. */
export async function createDeviceKey(db: Db, actor: Actor, roomId: number): Promise<DeviceKeyCreated> {
  return db.transaction(async (tx) => {
    const room = await roomFor(tx, actor, roomId, { forUpdate: true });
    const { key, hash, prefix } = newDeviceKey();
    const [row] = await tx
      .insert(deviceKeys)
      .values({ companyId: room.companyId, coolingUnitId: room.id, keyHash: hash, prefix, createdBy: actor.userId })
      .returning();
    await recordAudit(tx, actor, { action: 'device_key.create', entityType: 'device_key', entityId: row!.id, details: { cooling_unit: room.id } });
    return { ...presentKey(row!), key };
  });
}

export async function revokeDeviceKey(db: Db, actor: Actor, roomId: number, keyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await roomFor(tx, actor, roomId);
    const [row] = await tx.select().from(deviceKeys).where(and(eq(deviceKeys.id, keyId), eq(deviceKeys.coolingUnitId, roomId))).limit(1);
    if (!row) throw errors.notFound('The device key');
    if (row.revokedAt) return;
    await tx.update(deviceKeys).set({ revokedAt: new Date() }).where(eq(deviceKeys.id, keyId));
    await recordAudit(tx, actor, { action: 'device_key.revoke', entityType: 'device_key', entityId: keyId, details: { cooling_unit: roomId } });
  });
}

const invalidKey = () =>
  new AppError(401, 'device_key_invalid', 'The device key is missing, wrong, revoked or for another cooling unit.');

/**
 * The device key that authenticates a sensor post for this room: live (not revoked) and of this room,
 * whose room is not deleted. Wrong, revoked and other-room keys answer the same 401.
 */
export async function deviceKeyFor(db: DbOrTx, key: string | null, roomId: number): Promise<DeviceKeyRow> {
  if (!key) throw invalidKey();
  const [row] = await db
    .select({ key: deviceKeys })
    .from(deviceKeys)
    .innerJoin(coolingUnits, eq(coolingUnits.id, deviceKeys.coolingUnitId))
    .where(and(eq(deviceKeys.keyHash, hashDeviceKey(key)), isNull(deviceKeys.revokedAt), isNull(coolingUnits.deletedAt)))
    .limit(1);
  if (!row || row.key.coolingUnitId !== roomId) throw invalidKey();
  return row.key;
}
