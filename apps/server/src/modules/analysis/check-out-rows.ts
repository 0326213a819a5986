import { eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod, RevenueCheckOutList, RevenueCheckOutRow, RevenueCheckOutsQuery, RevenueSort } from '@coldroom/contract';
import { glossaryOf, gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';
import { selectedCheckOuts, type RevenueFilter } from './revenue-sql';
import { analysisScope, num, type AnalysisScope } from './scope';

/** Sort columns inside the page query, and again on the page's own columns outside it. */
const SORT_INNER: Record<RevenueSort, SQL> = { time: sql`co.time`, total: sql`co.total_minor`, days: sql`d.days`, room: sql`r.name`, farmer: sql`trim(u.first_name || ' ' || u.last_name)` };
const SORT_OUTER: Record<RevenueSort, SQL> = { time: sql`co.time`, total: sql`co.total_minor`, days: sql`x.days`, room: sql`co.room_name`, farmer: sql`co.farmer_name` };

interface Row {
  id: number | string;
  movement_id: number | string;
  code: string;
  time: Date | string;
  cooling_unit_id: number | string;
  room_name: string;
  farmer_id: number | string;
  farmer_name: string;
  currency: string;
  subtotal_minor: number | string;
  discount_minor: number | string;
  total_minor: number | string;
  payment_method: PaymentMethod;
  paid: boolean;
  total_count: number | string;
  crates: number | string;
  grams: number | string | null;
  days: number | string | null;
  crops: string[] | string | null;
}

interface Page {
  /** null: every row (exports). */
  limit: number | null;
  offset: number;
  sort: RevenueSort;
  order: 'asc' | 'desc';
}

/**
 * The selected check-outs with room, farmer and their lines summed. The page is cut before the lines are
 * summed (only `days` sorting needs every check-out's mean days first).
 */
function rowsSql(scope: AnalysisScope, filter: RevenueFilter, page: Page, walkInName: string): SQL {
  const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
  const orderBy = (column: SQL) => sql`${column} ${direction} nulls last, co.id ${direction}`;
  const daysJoin =
    page.sort === 'days'
      ? sql`left join (select l.check_out_id, avg(l.days) as days from check_out_lines l where l.check_out_id in (select id from co) group by l.check_out_id) d on d.check_out_id = co.id`
      : sql``;
  return sql`
    with co as materialized (${selectedCheckOuts(scope, filter, true)}),
    page as (
      select co.*, r.name as room_name, case when f.is_walk_in then ${walkInName} else trim(u.first_name || ' ' || u.last_name) end as farmer_name, count(*) over () as total_count
      from co
      join cooling_units r on r.id = co.cooling_unit_id
      join farmers f on f.id = co.farmer_id
      join users u on u.id = f.user_id
      ${daysJoin}
      order by ${orderBy(SORT_INNER[page.sort])}
      limit ${page.limit} offset ${page.offset}
    )
    select co.*, x.crates, x.grams, x.days, x.crops
    from page co
    left join lateral (
      select count(*)::int as crates, sum(l.grams)::float8 as grams, avg(l.days)::float8 as days,
             array_agg(distinct cr.code order by cr.code) as crops
      from check_out_lines l
      join crops cr on cr.id = l.crop_id
      where l.check_out_id = co.id
    ) x on true
    order by ${orderBy(SORT_OUTER[page.sort])}`;
}

const crops = (value: Row['crops']): string[] => {
  if (Array.isArray(value)) return value;
  if (!value) return [];
  return value.replace(/^\{|\}$/g, '').split(',').filter(Boolean); // a text[] some drivers leave as '{a,b}'
};

function present(row: Row): RevenueCheckOutRow {
  return {
    check_out_id: Number(row.id),
    movement_id: Number(row.movement_id),
    code: row.code,
    time: new Date(row.time).toISOString(),
    cooling_unit: { id: Number(row.cooling_unit_id), name: row.room_name },
    farmer: { id: Number(row.farmer_id), name: row.farmer_name },
    crates: num(row.crates),
    weight_kg: gramsToKg(num(row.grams)),
    days_stored: Math.round(num(row.days) * 100) / 100,
    crops: crops(row.crops),
    currency: row.currency,
    subtotal_minor: num(row.subtotal_minor),
    discount_minor: num(row.discount_minor),
    total_minor: num(row.total_minor),
    payment_method: row.payment_method,
    paid: row.paid,
  };
}

/** The walk-in customer is named by the glossary in the reader's language, as everywhere in the app. */
export async function walkInName(db: DbOrTx, actor: Actor): Promise<string> {
  const [reader] = await db.select({ language: users.language }).from(users).where(eq(users.id, actor.userId));
  return glossaryOf(reader?.language ?? 'en').walkInCustomer;
}

/** Rows of the selected check-outs in the scope, one page of them or all (exports). */
export async function checkOutRows(
  db: DbOrTx,
  scope: AnalysisScope,
  filter: RevenueFilter,
  page: Page,
  walkIn = glossaryOf('en').walkInCustomer,
): Promise<{ items: RevenueCheckOutRow[]; total: number }> {
  const rows = rowsOf<Row>(await db.execute(rowsSql(scope, filter, page, walkIn)));
  return { items: rows.map(present), total: num(rows[0]?.total_count) };
}

/** GET analysis/revenue/check-outs/: one page; every currency unless one is asked (each row carries its own). */
export async function revenueCheckOuts(db: DbOrTx, actor: Actor, query: RevenueCheckOutsQuery): Promise<RevenueCheckOutList> {
  const scope = await analysisScope(db, actor, query);
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size, sort: query.sort, order: query.order };
  const walkIn = await walkInName(db, actor);
  const { items, total } = await checkOutRows(db, scope, query, page, walkIn);
  // A page past the end has no row to carry the count: count again only then.
  const count = items.length === 0 && query.page > 1 ? (await checkOutRows(db, scope, query, { ...page, limit: 1, offset: 0 })).total : total;
  return { items, total: count, page: query.page, page_size: query.page_size };
}
