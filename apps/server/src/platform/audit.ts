import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Actor } from './policy';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  companyId?: number | null;
  details?: Record<string, unknown>;
}

/**
 * Records a change. Pass the transaction that makes the change, so the row exists exactly when the change
 * does. The company defaults to the actor's.
 */
export async function recordAudit(tx: DbOrTx, actor: Pick<Actor, 'userId' | 'companyId'> | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    companyId: entry.companyId !== undefined ? entry.companyId : (actor?.companyId ?? null),
    actorUserId: actor?.userId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? {},
  });
}
