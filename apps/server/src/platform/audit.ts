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

/**
 * People's names and contacts are not copied into the audit trail: anonymising a person (domain-rules §2)
 * must leave none of them behind in rows that can never change. Such fields are listed as changed, without
 * their values.
 */
const PERSONAL_FIELDS = new Set(['first_name', 'last_name', 'parent_name', 'phone', 'email', 'password']);

/**
 * The before and after values of the given fields that really changed (compared as JSON), for an update's
 * audit details: `{ before: {field: old}, after: {field: new} }`. Personal fields are left out (see above).
 */
export function auditChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (PERSONAL_FIELDS.has(field) || !(field in before || field in after)) continue;
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    was[field] = old;
    now[field] = next;
  }
  return { before: was, after: now };
}
