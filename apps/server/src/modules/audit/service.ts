import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditChange, AuditEntry, AuditFilters, AuditList, AuditQuery, Role } from '@coldroom/contract';
import { dayRangeIn } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog, companies, users } from '../../db/schema';
import { errors } from '../../platform/errors';

/**
 * Whose rows a reader sees: a service provider one company's (`zone`: its time zone, for the dates); the
 * administrator every company's, or one (`companyId`), with dates read in each row's company's zone.
 */
export type AuditScope = { kind: 'company'; companyId: number; zone: string } | { kind: 'all'; companyId?: number | undefined };

/** The company's zone for a row; rows of no company (an administrator's own) are read in UTC. */
const rowZone = sql`coalesce((select c.time_zone from companies c where c.id = ${auditLog.companyId}), 'UTC')`;

function scopeConditions(scope: AuditScope): SQL[] {
  if (scope.kind === 'company') return [eq(auditLog.companyId, scope.companyId)];
  return scope.companyId === undefined ? [] : [eq(auditLog.companyId, scope.companyId)];
}

function conditions(scope: AuditScope, query: AuditQuery): SQL[] {
  if (query.from && query.to && query.from > query.to) throw errors.invalidInput({ from: 'from_after_to' });
  const where = scopeConditions(scope);
  if (query.person !== undefined) where.push(eq(auditLog.actorUserId, query.person));
  if (query.kind) where.push(eq(auditLog.action, query.kind));
  if (query.entity_type) where.push(eq(auditLog.entityType, query.entity_type));
  if (scope.kind === 'company') {
    if (query.from) where.push(gte(auditLog.createdAt, dayRangeIn(query.from, scope.zone).start));
    if (query.to) where.push(lt(auditLog.createdAt, dayRangeIn(query.to, scope.zone).end));
  } else {
    const localDate = sql`(${auditLog.createdAt} at time zone ${rowZone})::date`;
    if (query.from) where.push(sql`${localDate} >= ${query.from}::date`);
    if (query.to) where.push(sql`${localDate} <= ${query.to}::date`);
  }
  return where;
}

/** The entity's id as a number when it is one (every writer stores ids today), for the name look-ups. */
const entityKey = sql`(case when ${auditLog.entityId} ~ '^[0-9]{1,15}$' then ${auditLog.entityId}::bigint end)`;

/** A name for the thing changed: a room, place or company's name, a person's name, a movement's code. */
const entityName = sql<string | null>`(case ${auditLog.entityType}
  when 'company' then (select e.name from companies e where e.id = ${entityKey})
  when 'cooling_unit' then (select e.name from cooling_units e where e.id = ${entityKey})
  when 'location' then (select e.name from locations e where e.id = ${entityKey})
  when 'user' then (select trim(e.first_name || ' ' || e.last_name) from users e where e.id = ${entityKey})
  when 'farmer' then (select trim(u.first_name || ' ' || u.last_name) from farmers e join users u on u.id = e.user_id where e.id = ${entityKey})
  when 'check_in' then (select m.code from check_ins e join movements m on m.id = e.movement_id where e.id = ${entityKey})
  when 'check_out' then (select m.code from check_outs e join movements m on m.id = e.movement_id where e.id = ${entityKey})
  when 'movement' then (select m.code from movements m where m.id = ${entityKey})
  end)`;

const columns = {
  row: auditLog,
  companyName: companies.name,
  zone: sql<string>`coalesce(${companies.timeZone}, 'UTC')`,
  actorFirst: users.firstName,
  actorLast: users.lastName,
  actorRole: users.role,
  entityName,
};

/** GET …/audit/: newest first, filtered by person, kind, thing and local dates. */
export async function listAudit(db: DbOrTx, scope: AuditScope, query: AuditQuery): Promise<AuditList> {
  const where = and(...conditions(scope, query));
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(companies, eq(companies.id, auditLog.companyId))
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { items: rows.map(presentEntry), total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}

/** GET …/audit/filters/: the people who acted and the kinds recorded in the reader's rows. */
export async function auditFilters(db: DbOrTx, scope: AuditScope): Promise<AuditFilters> {
  const where = and(...scopeConditions(scope));
  const [people, kinds, present] = await Promise.all([
    db
      .selectDistinct({ id: users.id, first: users.firstName, last: users.lastName, role: users.role })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where),
    db.selectDistinct({ action: auditLog.action, entityType: auditLog.entityType }).from(auditLog).where(where),
    db.selectDistinct({ id: companies.id, name: companies.name }).from(auditLog).innerJoin(companies, eq(companies.id, auditLog.companyId)).where(where),
  ]);
  return {
    people: people
      .map((p) => ({ id: p.id, name: `${p.first} ${p.last}`.trim(), role: p.role as Role }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    kinds: [...new Set(kinds.map((k) => k.action))].sort(),
    entity_types: [...new Set(kinds.map((k) => k.entityType))].sort(),
    companies: present.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  };
}

type Row = {
  row: typeof auditLog.$inferSelect;
  companyName: string | null;
  zone: string;
  actorFirst: string | null;
  actorLast: string | null;
  actorRole: Role | null;
  entityName: string | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function presentEntry({ row, companyName, zone, actorFirst, actorLast, actorRole, entityName: name }: Row): AuditEntry {
  const { fields, before, after, ...rest } = row.details;
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const changes: AuditChange[] = [...new Set([...Object.keys(was), ...Object.keys(now)])].map((field) => ({
    field,
    before: was[field] ?? null,
    after: now[field] ?? null,
  }));
  return {
    id: row.id,
    when: row.createdAt.toISOString(),
    time_zone: zone,
    company: row.companyId !== null && companyName !== null ? { id: row.companyId, name: companyName } : null,
    actor: row.actorUserId !== null && actorRole !== null ? { id: row.actorUserId, name: `${actorFirst ?? ''} ${actorLast ?? ''}`.trim(), role: actorRole } : null,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_name: name ?? null,
    summary_key: row.action.replace(/\./g, '_'),
    fields: Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [],
    changes,
    details: rest,
  };
}
