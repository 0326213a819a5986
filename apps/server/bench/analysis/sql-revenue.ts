import type pg from 'pg';
import type { RevenueAnalysis } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import { windowParams, type Window } from './windows';

/**
 * The revenue figures of one company and range by hand, in one statement that answers one JSON value:
 * check-outs and their lines each by a range scan on their copy of the movement time (both indexes hold
 * every column needed), crops from the crop copied onto each line. Same rules as the contract: a
 * check-out's local date in the company's zone, revenue = totals after discount, crops before discount,
 * average of line days. One currency per company here, so lines need not be joined to their check-outs.
 */
export const REVENUE_SQL = `
with co as materialized (
  select c.cooling_unit_id, c.total_minor, c.discount_minor, c.paid, c.payment_method, (c.time at time zone $2)::date as day
  from check_outs c
  where c.company_id = $1 and c.time >= $3 and c.time < $4
), ln as materialized (
  select l.crop_id, count(*) as n, sum(l.days) as days, sum(l.grams) as grams, sum(l.line_minor) as revenue
  from check_out_lines l
  where l.company_id = $1 and l.time >= $3 and l.time < $4
  group by l.crop_id
)
select json_build_object(
  'totals', (select json_build_object('revenue', coalesce(sum(total_minor), 0), 'paid', coalesce(sum(total_minor) filter (where paid), 0),
               'discount', coalesce(sum(discount_minor), 0), 'n', count(*)) from co),
  'days', (select json_build_object('n', coalesce(sum(n), 0), 'sum', coalesce(sum(days), 0)) from ln),
  'over_time', (select json_agg(json_build_object('period', d::date::text, 'revenue', coalesce(x.revenue, 0), 'paid', coalesce(x.paid, 0), 'n', coalesce(x.n, 0)) order by d)
                from generate_series($5::date, $6::date, interval '1 day') d
                left join (select day, sum(total_minor) as revenue, coalesce(sum(total_minor) filter (where paid), 0) as paid, count(*) as n from co group by day) x
                  on x.day = d::date),
  'per_room', (select json_agg(json_build_object('id', cooling_unit_id, 'revenue', revenue, 'n', n))
               from (select cooling_unit_id, sum(total_minor) as revenue, count(*) as n from co group by cooling_unit_id) r),
  'per_crop', (select json_agg(json_build_object('crop', cr.code, 'revenue', ln.revenue, 'grams', ln.grams)) from ln join crops cr on cr.id = ln.crop_id),
  'per_method', (select json_agg(json_build_object('method', payment_method, 'revenue', revenue, 'n', n))
                 from (select payment_method, sum(total_minor) as revenue, count(*) as n from co group by payment_method) p)
) as figures`;

interface RevenueJson {
  totals: { revenue: number; paid: number; discount: number; n: number };
  days: { n: number; sum: number };
  over_time: { period: string; revenue: number; paid: number; n: number }[];
  per_room: { id: number; revenue: number; n: number }[] | null;
  per_crop: { crop: string; revenue: number; grams: number }[] | null;
  per_method: { method: string; revenue: number; n: number }[] | null;
}

/** The SQL's answer in the endpoint's shape (fields the SQL does not produce, e.g. names, left out). */
export type RevenueFigures = Pick<RevenueAnalysis, 'totals' | 'over_time'> & {
  per_room: { id: number; revenue_minor: number; check_outs: number }[];
  per_crop: RevenueAnalysis['per_crop'];
  per_payment_method: { payment_method: string; revenue_minor: number; check_outs: number }[];
};

export async function revenueBySql(client: pg.Client, w: Window): Promise<RevenueFigures> {
  const { rows } = await client.query<{ figures: RevenueJson }>(REVENUE_SQL, windowParams(w));
  const f = rows[0]!.figures;
  return {
    totals: {
      revenue_minor: Number(f.totals.revenue),
      paid_minor: Number(f.totals.paid),
      outstanding_minor: Number(f.totals.revenue) - Number(f.totals.paid),
      discount_minor: Number(f.totals.discount),
      check_outs: f.totals.n,
      average_days_stored: f.days.n === 0 ? null : Math.round((f.days.sum / f.days.n) * 100) / 100,
    },
    over_time: f.over_time.map((p) => ({ period: p.period, revenue_minor: Number(p.revenue), paid_minor: Number(p.paid), check_outs: p.n })),
    per_room: (f.per_room ?? []).map((r) => ({ id: r.id, revenue_minor: Number(r.revenue), check_outs: r.n })),
    per_crop: (f.per_crop ?? []).map((c) => ({ crop_id: c.crop, revenue_minor: Number(c.revenue), weight_kg: gramsToKg(Number(c.grams)) })),
    per_payment_method: (f.per_method ?? []).map((m) => ({ payment_method: m.method, revenue_minor: Number(m.revenue), check_outs: m.n })),
  };
}
