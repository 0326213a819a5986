/**
 * Audit log screens (issue 15, docs/audit-log.md). The audit trail is read-only over the API: only GET.
 *
 * - GET /api/user/v1/audit/?person&kind&entity_type&from&to&page&page_size — a service provider: their
 *   company's rows (the company is the caller's, never a parameter).
 * - GET /api/user/v1/audit/filters/ — the people and kinds present in those rows, for the filters.
 * - GET /api/admin/v1/audit/?company&… and /api/admin/v1/audit/filters/?company — the platform
 *   administrator: every company's rows (and those of no company), optionally one company's.
 *
 * Newest first. `person`: the acting user's id. `kind`: the action exactly as recorded (e.g.
 * `company.update`, see AUDIT_ACTIONS); `entity_type`: the kind of thing changed (e.g. `cooling_unit`).
 * `from`/`to`: calendar days in the company's time zone, both included (rows of no company: UTC).
 */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema, roleSchema } from './common';
import { dateQuery, id, idQuery, named } from './operations-fields';

export const AUDIT_PATH = '/user/v1/audit/';
export const ADMIN_AUDIT_PATH = '/admin/v1/audit/';

/** Every action the server records today (a row may carry an action added later: show it as it is). */
export const AUDIT_ACTIONS = [
  'company.signup',
  'company.update',
  'login',
  'logout',
  'password.change',
  'password.reset',
  'password.reset_requested',
  'user.update',
  'user.delete',
  'invitation.create',
  'invitation.cancel',
  'invitation.accept',
  'location.create',
  'location.update',
  'location.delete',
  'cooling_unit.create',
  'cooling_unit.update',
  'cooling_unit.delete',
  'device_key.create',
  'device_key.revoke',
  'alert_rule.update',
  'alert.acknowledge',
  'sensor_integration.create',
  'sensor_integration.update',
  'sensor_integration.delete',
  'sensor_link.update',
  'sensor_link.delete',
  'farmer.register',
  'farmer.signup',
  'farmer.link',
  'farmer.update',
  'farmer.remove',
  'farmer.reminder',
  'check_in.create',
  'check_in.create_from_code',
  'check_in.correct',
  'check_out.create',
  'check_out.payment',
  'payment.create',
  'payment.reversal',
  'receipt.sms',
  'statement.sms',
  'farmer_survey.save',
  'market_survey.create',
  // Impact reports (docs/impact-methodology.md)
  'impact_report.request',
  // Spreadsheet imports (docs/import-rules.md)
  'import.start',
  'farmer.import',
  'opening_balance.import',
  'start_checklist.dismiss',
  // A company's own SMS texts and crop advice (docs/text-overrides.md)
  'text_override.update',
  'text_override.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const kindQuery = z.string().trim().min(1, { error: 'invalid' }).max(64, { error: 'invalid' }).regex(/^[a-z_.]+$/, { error: 'invalid' });

export const auditQuerySchema = pageQuerySchema.extend({
  person: idQuery.optional(),
  kind: kindQuery.optional(),
  entity_type: kindQuery.optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const adminAuditQuerySchema = auditQuerySchema.extend({ company: idQuery.optional() });
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditFiltersQuerySchema = z.object({ company: idQuery.optional() });

/** One changed field of an update: its API name and values (null when unset). */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id,
  /** ISO 8601 instant; show it in the company's zone (`time_zone`). */
  when: z.string(),
  /** The company's zone (UTC for rows of no company). */
  time_zone: z.string(),
  company: named.nullable(),
  /** Null: the system (a scheduled job, or a row written without a person). */
  actor: z.object({ id, name: z.string(), role: roleSchema }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  /** A name for the thing changed when one is known (room, place, company, person, movement code). */
  entity_name: z.string().nullable(),
  /** Translation key of the sentence for the action, under `audit.actions` (e.g. `company_update`). */
  summary_key: z.string(),
  /** Updates: the fields named as changed (some without values: personal data is not kept). */
  fields: z.array(z.string()),
  /** Updates: the fields whose values the row keeps, before → after. */
  changes: z.array(auditChangeSchema),
  /** Everything else the row holds, as recorded. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = pagedSchema(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;

export const auditFiltersSchema = z.object({
  people: z.array(z.object({ id, name: z.string(), role: roleSchema })),
  kinds: z.array(z.string()),
  entity_types: z.array(z.string()),
  /** Administrator: the companies present (for the company filter); a service provider: only their own. */
  companies: z.array(named),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
