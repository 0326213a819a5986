import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './users';

/**
 * Who changed what, written in the same transaction as the change. Append-only: a trigger refuses UPDATE and
 * DELETE (docs/audit-log.md).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    companyId: refColumn('company_id').references(() => companies.id),
    actorUserId: refColumn('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_company_created_idx').on(t.companyId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // The audit log screens filter by person.
    index('audit_log_actor_created_idx').on(t.actorUserId, t.createdAt),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
