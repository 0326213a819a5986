import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnalysisBucket } from '@coldroom/contract';
import { addDays, dayRangeIn, type RoomMetric } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { companies, coolingUnits } from '../../db/schema';
import { errors } from '../../platform/errors';
import { inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';

export interface AnalysisRoom {
  id: number;
  name: string;
  metric: RoomMetric;
  capacity: number;
  crateWeightGrams: number;
  deleted: boolean;
}

/** What every analysis query is limited to: one company, some of its rooms, a range of local dates. */
export interface AnalysisScope {
  companyId: number;
  currency: string;
  timeZone: string;
  from: string;
  to: string;
  bucket: AnalysisBucket;
  /** [start, end) instants of the local dates from…to. */
  start: Date;
  end: Date;
  /** The chosen rooms, or every room of the company (deleted ones too: their history still counts). */
  rooms: AnalysisRoom[];
  /** Whether the caller chose rooms (otherwise no room condition is needed in SQL). */
  roomsChosen: boolean;
  /** The company's currency when every one of its check-outs is in it (the usual case), else null. */
  onlyCurrency: string | null;
}

interface RangeQuery {
  cooling_units?: number[] | undefined;
  from: string;
  to: string;
  bucket: AnalysisBucket;
}

/**
 * The company scope of a staff member's analysis. A room id that is not the company's answers 404 like
 * any other company's row; chosen deleted rooms are allowed (their past still counts).
 */
export async function analysisScope(db: DbOrTx, actor: Actor, query: RangeQuery): Promise<AnalysisScope> {
  if (actor.companyId === null) throw errors.forbidden();
  const chosen = query.cooling_units;
  // One round trip: the company, left-joined to its rooms (none: one row with null room fields).
  const found = await db
    .select({
      companyId: companies.id,
      currency: companies.currency,
      timeZone: companies.timeZone,
      id: coolingUnits.id,
      name: coolingUnits.name,
      metric: coolingUnits.metric,
      capacity: coolingUnits.capacity,
      crateWeightGrams: coolingUnits.crateWeightGrams,
      deleted: sql<boolean>`${coolingUnits.deletedAt} is not null`,
      // Two short probes of check_outs_company_currency_idx: a check-out below or above the company's currency.
      otherCurrency: sql<boolean>`(exists (select 1 from check_outs o where o.company_id = ${companies.id} and o.currency < ${companies.currency})
        or exists (select 1 from check_outs o where o.company_id = ${companies.id} and o.currency > ${companies.currency}))`,
    })
    .from(companies)
    .leftJoin(coolingUnits, and(inActorCompany(actor, coolingUnits.companyId), chosen ? inArray(coolingUnits.id, chosen) : undefined))
    .where(eq(companies.id, actor.companyId))
    .orderBy(asc(coolingUnits.name), asc(coolingUnits.id));
  const company = found[0];
  if (!company) throw errors.forbidden();
  const rows: AnalysisRoom[] = found.flatMap((row) =>
    row.id === null || row.name === null || row.metric === null || row.capacity === null || row.crateWeightGrams === null
      ? []
      : [{ id: row.id, name: row.name, metric: row.metric, capacity: row.capacity, crateWeightGrams: row.crateWeightGrams, deleted: row.deleted }],
  );
  if (chosen && rows.length !== chosen.length) throw errors.notFound('The cooling unit');
  return {
    companyId: company.companyId,
    currency: company.currency,
    timeZone: company.timeZone,
    from: query.from,
    to: query.to,
    bucket: query.bucket,
    start: dayRangeIn(query.from, company.timeZone).start,
    end: dayRangeIn(query.to, company.timeZone).end,
    rooms: rows,
    roomsChosen: chosen !== undefined,
    onlyCurrency: company.otherCurrency ? null : company.currency,
  };
}

/** `and <column> in (rooms)` when rooms were chosen, nothing otherwise. */
export function roomCondition(scope: AnalysisScope, column: SQL): SQL {
  if (!scope.roomsChosen) return sql``;
  return sql` and ${column} in (${sql.join(
    scope.rooms.map((room) => sql`${room.id}`),
    sql`, `,
  )})`;
}

/** The local date of an instant column in the company's zone. */
export function localDate(scope: Pick<AnalysisScope, 'timeZone'>, column: SQL): SQL {
  return sql`(${column} at time zone ${scope.timeZone})::date`;
}

/** The period (as YYYY-MM-DD text) a local date falls in: the day itself, or the Monday of its ISO week. */
export function periodOf(scope: Pick<AnalysisScope, 'timeZone' | 'bucket'>, column: SQL): SQL {
  const day = localDate(scope, column);
  return scope.bucket === 'week' ? sql`(date_trunc('week', ${day})::date)::text` : sql`${day}::text`;
}

/** Monday of the week of a YYYY-MM-DD date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** Every period label of the range, in order (weeks labelled by their Monday, the first one may start before `from`). */
export function periodsOf(scope: Pick<AnalysisScope, 'from' | 'to' | 'bucket'>): string[] {
  const periods: string[] = [];
  const step = scope.bucket === 'week' ? 7 : 1;
  for (let at = scope.bucket === 'week' ? mondayOf(scope.from) : scope.from; at <= scope.to; at = addDays(at, step)) periods.push(at);
  return periods;
}

/** Every local date of the range, in order. */
export function daysOf(scope: Pick<AnalysisScope, 'from' | 'to'>): string[] {
  return periodsOf({ ...scope, bucket: 'day' });
}

/** A SQL result value (numeric sums arrive as strings) as a number. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
