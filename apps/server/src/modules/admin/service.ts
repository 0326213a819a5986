import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminCompaniesQuery, AdminCompany, AdminCompanyList, AdminFlagsInput, AdminSmsBudgetInput, AdminSuspendInput, CompanyFlag } from '@coldroom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';

/**
 * The platform administrator's view of the companies (docs/platform-admin.md). Figures are read with
 * correlated subqueries per company of the page, each on an index led by company_id.
 */

const iso = (value: SQL) => sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const monthStart = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

// Written with table names in full: in a one-table select Drizzle leaves columns unqualified, which inside
// a subquery would name the subquery's own table.
const staffCount = (role: string) =>
  sql<number>`(select count(*)::int from users u where u.company_id = companies.id and u.role = ${role} and u.active and u.anonymised_at is null)`;
const smsCount = (status: string, thisMonth: boolean) =>
  sql<number>`(select count(*)::int from sms_messages m where m.company_id = companies.id and m.status = ${status}${thisMonth ? sql` and m.created_at >= ${monthStart}` : sql``})`;

const figures = {
  id: companies.id,
  name: companies.name,
  country: companies.country,
  currency: companies.currency,
  dateJoined: iso(sql`companies.date_joined`),
  rooms: sql<number>`(select count(*)::int from cooling_units r where r.company_id = companies.id and r.deleted_at is null)`,
  serviceProviders: staffCount('Service Provider'),
  operators: staffCount('Operator'),
  farmers: sql<number>`(select count(*)::int from company_farmers cf join farmers f on f.id = cf.farmer_id where cf.company_id = companies.id and not f.is_walk_in)`,
  smsMonth: smsCount('sent', true),
  smsTotal: smsCount('sent', false),
  smsRefusedMonth: smsCount('refused', true),
  smsDayLimit: companies.smsDayLimit,
  lastActivity: iso(
    sql`greatest((select max(u.last_login) from users u where u.company_id = companies.id), (select max(mv.time) from movements mv where mv.company_id = companies.id))`,
  ),
  suspendedAt: iso(sql`companies.suspended_at`),
  suspendedReason: companies.suspendedReason,
  ml4Market: companies.ml4Market,
  ml4Quality: companies.ml4Quality,
  ml4Farmers: companies.ml4Farmers,
  digitalTwin: companies.digitalTwin,
};

function present(row: object): AdminCompany {
  const r = row as FiguresRowLoose;
  return {
    id: r.id,
    name: r.name,
    country: r.country,
    currency: r.currency,
    date_joined: r.dateJoined ?? '',
    rooms: r.rooms,
    users: { service_providers: r.serviceProviders, operators: r.operators, farmers: r.farmers },
    sms: { sent_this_month: r.smsMonth, sent_total: r.smsTotal, refused_this_month: r.smsRefusedMonth },
    sms_day_limit: r.smsDayLimit,
    last_activity: r.lastActivity,
    suspended_at: r.suspendedAt,
    suspended_reason: r.suspendedReason,
    flags: { ml4Market: r.ml4Market, ml4Quality: r.ml4Quality, ml4Farmers: r.ml4Farmers, digital_twin: r.digitalTwin },
  };
}
/** A row of `figures` as the database answers it. */
interface FiguresRowLoose {
  id: number;
  name: string;
  country: string;
  currency: string;
  dateJoined: string | null;
  rooms: number;
  serviceProviders: number;
  operators: number;
  farmers: number;
  smsMonth: number;
  smsTotal: number;
  smsRefusedMonth: number;
  smsDayLimit: number | null;
  lastActivity: string | null;
  suspendedAt: string | null;
  suspendedReason: string | null;
  ml4Market: boolean;
  ml4Quality: boolean;
  ml4Farmers: boolean;
  digitalTwin: boolean;
}

/** Companies whose name holds `search` (any case), by name, paged. */
export async function listAdminCompanies(db: Db, query: AdminCompaniesQuery): Promise<AdminCompanyList> {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = search ? sql`companies.name ilike ${search}` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(figures)
      .from(companies)
      .where(where)
      .orderBy(asc(sql`lower(companies.name)`), asc(companies.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  return { items: rows.map(present), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

export async function readAdminCompany(db: DbOrTx, id: number): Promise<AdminCompany> {
  const [row] = await db.select(figures).from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) throw errors.notFound('The company');
  return present(row);
}

/** The company row locked for a change, or 404. */
async function lockedCompany(tx: DbOrTx, id: number): Promise<CompanyRow> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update').limit(1);
  if (!row) throw errors.notFound('The company');
  return row;
}

const FLAG_COLUMNS = { ml4Market: 'ml4Market', ml4Quality: 'ml4Quality', ml4Farmers: 'ml4Farmers', digital_twin: 'digitalTwin' } as const satisfies Record<CompanyFlag, keyof CompanyRow>;

/** Switches the company's feature flags; the audit row holds the flags before and after. */
export async function setCompanyFlags(db: Db, actor: Actor, id: number, input: AdminFlagsInput): Promise<AdminCompany> {
  return db.transaction(async (tx) => {
    const row = await lockedCompany(tx, id);
    const before: Partial<Record<CompanyFlag, boolean>> = {};
    const after: Partial<Record<CompanyFlag, boolean>> = {};
    const set: Partial<Record<(typeof FLAG_COLUMNS)[CompanyFlag], boolean>> = {};
    for (const [flag, value] of Object.entries(input) as [CompanyFlag, boolean | undefined][]) {
      if (value === undefined) continue;
      before[flag] = row[FLAG_COLUMNS[flag]];
      after[flag] = value;
      set[FLAG_COLUMNS[flag]] = value;
    }
    await tx.update(companies).set({ ...set, updatedAt: new Date() }).where(eq(companies.id, id));
    await recordAudit(tx, actor, { action: 'admin.company.flags', entityType: 'company', entityId: id, companyId: id, details: { before, after } });
    return readAdminCompany(tx, id);
  });
}

/** Sets (or, with null, removes) the company's daily SMS cap. */
export async function setSmsBudget(db: Db, actor: Actor, id: number, input: AdminSmsBudgetInput): Promise<AdminCompany> {
  return db.transaction(async (tx) => {
    const row = await lockedCompany(tx, id);
    await tx.update(companies).set({ smsDayLimit: input.sms_day_limit, updatedAt: new Date() }).where(eq(companies.id, id));
    await recordAudit(tx, actor, {
      action: 'admin.company.sms_budget',
      entityType: 'company',
      entityId: id,
      companyId: id,
      details: { before: { sms_day_limit: row.smsDayLimit }, after: { sms_day_limit: input.sms_day_limit } },
    });
    return readAdminCompany(tx, id);
  });
}

/** Suspends the company (its people are refused at once: platform/policy.ts liveActor), or lifts it (reason null). */
export async function setSuspension(db: Db, actor: Actor, id: number, input: AdminSuspendInput | null): Promise<AdminCompany> {
  return db.transaction(async (tx) => {
    const row = await lockedCompany(tx, id);
    const suspendedAt = input ? (row.suspendedAt ?? new Date()) : null;
    const suspendedReason = input ? input.reason : null;
    await tx.update(companies).set({ suspendedAt, suspendedReason, updatedAt: new Date() }).where(eq(companies.id, id));
    await recordAudit(tx, actor, {
      action: input ? 'admin.company.suspend' : 'admin.company.unsuspend',
      entityType: 'company',
      entityId: id,
      companyId: id,
      details: {
        before: { suspended_at: row.suspendedAt?.toISOString() ?? null, suspended_reason: row.suspendedReason },
        after: { suspended_at: suspendedAt?.toISOString() ?? null, suspended_reason: suspendedReason },
      },
    });
    return readAdminCompany(tx, id);
  });
}
