import { sql } from 'drizzle-orm';
import type { FarmerFigures } from '@coldroom/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

/**
 * GET /operation/v1/analysis/farmer/: the logged-in farmer's own figures, aggregated in SQL. Prices are
 * compared per kg (a survey's price is per unit, so price × 1000 ÷ grams per unit); the "before" loss is
 * what the baseline season neither ate nor sold, the "after" loss the kg lost over the kg checked out.
 */
export async function farmerFigures(db: Db, actor: Actor): Promise<FarmerFigures> {
  const me = sql`(select f.id from farmers f where f.user_id = ${actor.userId})`;
  const [money, lines, before, after, counts] = await Promise.all([
    db.execute(sql`select co.company_id as id, c.name, co.currency, count(*)::int as n,
        coalesce(sum(co.paid_minor), 0)::text as paid,
        coalesce(sum(co.total_minor - co.paid_minor), 0)::text as outstanding
      from check_outs co join companies c on c.id = co.company_id
      where co.farmer_id = ${me} group by co.company_id, c.name, co.currency order by c.name`),
    db.execute(sql`select l.company_id as id, count(*)::int as crates, avg(l.days)::float8 as days, sum(l.grams)::text as grams
      from check_out_lines l join check_outs co on co.id = l.check_out_id
      where co.farmer_id = ${me} group by l.company_id`),
    db.execute(sql`select k.crop_code as crop, s.currency,
        round(k.average_price_minor::numeric * 1000 / k.grams_per_unit)::text as price,
        case when k.total_grams > 0 then (k.total_grams - k.self_consumed_grams - k.sold_grams)::float8 / k.total_grams end as lost
      from farmer_surveys s join farmer_survey_commodities k on k.survey_id = s.id
      where s.farmer_id = ${me} order by k.position`),
    db.execute(sql`with taken as (
        select l.check_out_id, cr.code, sum(l.grams) as grams
        from check_out_lines l join check_outs co on co.id = l.check_out_id join crops cr on cr.id = l.crop_id
        where co.farmer_id = ${me} group by l.check_out_id, cr.code)
      select s.crop_code as crop, s.currency, count(*)::int as n,
        round(coalesce(
          sum(s.price_minor::numeric * 1000 / s.grams_per_unit * greatest(t.grams - s.lost_grams, 0)) / nullif(sum(greatest(t.grams - s.lost_grams, 0)), 0),
          avg(s.price_minor::numeric * 1000 / s.grams_per_unit)))::text as price,
        sum(s.lost_grams)::float8 / nullif(sum(t.grams), 0)::float8 as lost
      from market_surveys s join taken t on t.check_out_id = s.check_out_id and t.code = s.crop_code
      where s.farmer_id = ${me} group by s.crop_code, s.currency order by s.crop_code`),
    db.execute(sql`select (select count(*) from farmer_surveys where farmer_id = ${me})::int as baseline,
      (select count(*) from market_surveys where farmer_id = ${me})::int as market`),
  ]);
  type Money = { id: number; name: string; currency: string; n: number; paid: string; outstanding: string };
  type Lines = { id: number; crates: number; days: number | null; grams: string };
  type Compare = { crop: string; currency: string; n?: number; price: string | null; lost: number | null };
  const lineRows = rowsOf<Lines>(lines);
  const beforeRows = rowsOf<Compare>(before);
  const afterRows = rowsOf<Compare>(after);
  const count = rowsOf<{ baseline: number; market: number }>(counts)[0];
  const compare = (row: Compare) => ({ price_per_kg_minor: num(row.price), lost_share: round4(num(row.lost)) });
  // One row per crop and currency seen in either survey; before and after pair only in the same currency.
  const keys = [...new Map([...beforeRows, ...afterRows].map((row) => [`${row.crop}|${row.currency}`, row])).values()];
  return {
    companies: rowsOf<Money>(money).map((row) => {
      const line = lineRows.find((l) => Number(l.id) === Number(row.id));
      return {
        company: { id: Number(row.id), name: row.name },
        currency: row.currency,
        check_outs: row.n,
        crates_out: line?.crates ?? 0,
        average_storage_days: line?.days === null || line?.days === undefined ? null : Math.round(Number(line.days) * 10) / 10,
        kg_out: line ? Number(line.grams) / 1000 : 0,
        paid_minor: Number(row.paid),
        outstanding_minor: Number(row.outstanding),
      };
    }),
    has_baseline: (count?.baseline ?? 0) > 0,
    market_surveys: count?.market ?? 0,
    crops: keys.map(({ crop, currency }) => {
      const b = beforeRows.find((row) => row.crop === crop && row.currency === currency);
      const a = afterRows.find((row) => row.crop === crop && row.currency === currency);
      return { crop_id: crop, currency, before: b ? compare(b) : null, after: a ? { ...compare(a), surveys: a.n ?? 0 } : null };
    }),
  };
}
