import type pg from 'pg';
import { calendarDateIn, checkoutLine, crateCharge, crateFee, pricingToCard, storageDays, type PricingKind, type RoomMetric } from '@coldroom/domain';

/**
 * Checks of the generated history, each computed independently of the generator's SQL: conservation of
 * weight per company (domain-rules §5: kg in = kg out + kg in storage), check-out sums, billed amounts,
 * and a sample of lines priced again with the domain's own fee functions. Returns the problems found.
 */
export async function checkHistory(client: pg.Client, companyIds: number[]): Promise<string[]> {
  const problems: string[] = [];
  const weight = await client.query<{ company_id: string; grams_in: string; grams_out: string; grams_stored: string }>(
    `select c.company_id, c.grams_in, coalesce(l.grams_out, 0) as grams_out, c.grams_stored
     from (select company_id, sum(initial_grams) as grams_in, sum(current_grams) as grams_stored from crates
           where company_id = any($1::bigint[]) group by company_id) c
     left join (select company_id, sum(grams) as grams_out from check_out_lines where company_id = any($1::bigint[]) group by company_id) l
       on l.company_id = c.company_id`,
    [companyIds],
  );
  if (weight.rows.length !== companyIds.length) problems.push(`${companyIds.length - weight.rows.length} companies have no crates`);
  for (const row of weight.rows) {
    const [gramsIn, out, stored] = [row.grams_in, row.grams_out, row.grams_stored].map(BigInt) as [bigint, bigint, bigint];
    if (gramsIn !== out + stored) problems.push(`company ${row.company_id}: ${gramsIn} g in ≠ ${out} g out + ${stored} g in storage`);
  }

  const sums = await client.query<{ bad_totals: number; bad_billed: number; bad_rooms: number; empty: number }>(
    `select
       (select count(*)::int from check_outs o
          where o.company_id = any($1::bigint[])
            and o.subtotal_minor <> (select coalesce(sum(line_minor), 0) from check_out_lines l where l.check_out_id = o.id)) as bad_totals,
       (select count(*)::int from crates c
          left join (select crate_id, sum(line_minor) as billed from check_out_lines group by crate_id) l on l.crate_id = c.id
          where c.company_id = any($1::bigint[]) and c.billed_minor <> coalesce(l.billed, 0)) as bad_billed,
       (select count(*)::int from check_out_lines l join crates c on c.id = l.crate_id join check_outs o on o.id = l.check_out_id
          where l.company_id = any($1::bigint[]) and (c.cooling_unit_id <> o.cooling_unit_id or c.farmer_id <> o.farmer_id)) as bad_rooms,
       (select count(*)::int from check_outs o where o.company_id = any($1::bigint[])
          and not exists (select 1 from check_out_lines l where l.check_out_id = o.id)) as empty`,
    [companyIds],
  );
  const s = sums.rows[0]!;
  if (s.bad_totals) problems.push(`${s.bad_totals} check-outs whose subtotal is not the sum of their lines`);
  if (s.bad_billed) problems.push(`${s.bad_billed} crates whose billed amount is not the sum of their lines`);
  if (s.bad_rooms) problems.push(`${s.bad_rooms} check-out lines of another room or farmer`);
  if (s.empty) problems.push(`${s.empty} check-outs without lines`);
  problems.push(...(await repriceSample(client, companyIds)));
  problems.push(...(await versionOneKeepsFees(client, companyIds)));
  return problems;
}

/**
 * Issue 29: the migration wrote every room's price as version 1 of a rate card and left the lots alone.
 * Every crate still stored is priced both ways — today's formula on its lot's `pricing`/`rate_minor`
 * (domain-rules §5) and the domain's crateCharge on the card `pricingToCard` makes of it — at the history's
 * end and 30 and 365 days later; any difference is a problem. Also none of these lots may carry a card.
 */
async function versionOneKeepsFees(client: pg.Client, companyIds: number[]): Promise<string[]> {
  const { rows } = await client.query<{ id: string; pricing: PricingKind; rate: string; metric: RoomMetric; grams: number; checked_in_at: Date; time_zone: string; card: unknown }>(
    `select c.id, p.pricing, p.rate_minor as rate, u.metric, c.current_grams as grams, c.checked_in_at, co.time_zone, p.rate_card as card
     from crates c join produce_lots p on p.id = c.lot_id join cooling_units u on u.id = c.cooling_unit_id join companies co on co.id = c.company_id
     where c.company_id = any($1::bigint[]) and c.current_grams > 0`,
    [companyIds],
  );
  const [{ max }] = (await client.query<{ max: Date }>('select max(checked_in_at) as max from crates where company_id = any($1::bigint[])', [companyIds])).rows as [{ max: Date }];
  const wrong: string[] = [];
  let carded = 0;
  for (const row of rows) {
    if (row.card !== null) carded += 1;
    const pricing = { kind: row.pricing, rate_minor: Number(row.rate) };
    const card = pricingToCard(pricing, row.metric);
    for (const later of [0, 30, 365]) {
      const at = new Date(max.getTime() + later * 86_400_000);
      const today = crateFee({ pricing, metric: row.metric, weight_grams: row.grams, checked_in_at: row.checked_in_at, at, time_zone: row.time_zone });
      const stay = { checked_in_on: calendarDateIn(row.checked_in_at, row.time_zone), days: storageDays(row.checked_in_at, at, row.time_zone) };
      const byCard = crateCharge(card, stay, row.grams).fee_minor;
      if (byCard !== today) wrong.push(`crate ${row.id} +${later} d: ${today} today, ${byCard} by version 1`);
    }
  }
  if (rows.length === 0) return ['no stored crates to price under version 1'];
  return [
    ...(wrong.length ? [`${wrong.length} of ${rows.length * 3} fees differ under version 1 of the rate cards, e.g. ${wrong.slice(0, 3).join('; ')}`] : []),
    ...(carded ? [`${carded} stored crates' lots carry a rate card: the migration must leave lots alone`] : []),
  ];
}

/** 500 random lines priced again by packages/domain (checkoutLine) from the crate's state before the line. */
async function repriceSample(client: pg.Client, companyIds: number[]): Promise<string[]> {
  const { rows } = await client.query<{
    id: string; metric: RoomMetric; rate: string; checked_in_at: Date; at: Date; time_zone: string;
    grams_before: number; grams: number; billed_before: string; days: number; fee: string; due: string; line: string;
  }>(
    `select l.id, u.metric, p.rate_minor as rate, c.checked_in_at, m.time as at, co.time_zone, l.grams_before, l.grams,
       (select coalesce(sum(e.line_minor), 0) from check_out_lines e where e.crate_id = l.crate_id and e.check_out_id < l.check_out_id) as billed_before,
       l.days, l.fee_minor as fee, l.due_minor as due, l.line_minor as line
     from check_out_lines l
     join crates c on c.id = l.crate_id join produce_lots p on p.id = c.lot_id join cooling_units u on u.id = c.cooling_unit_id
     join check_outs o on o.id = l.check_out_id join movements m on m.id = o.movement_id join companies co on co.id = l.company_id
     where l.company_id = any($1::bigint[])
     order by random() limit 500`,
    [companyIds],
  );
  const wrong: string[] = [];
  for (const row of rows) {
    const expected = checkoutLine({
      pricing: { kind: 'daily', rate_minor: Number(row.rate) },
      metric: row.metric,
      weight_grams: row.grams_before,
      checked_in_at: row.checked_in_at,
      at: row.at,
      time_zone: row.time_zone,
      paid_minor: row.metric === 'kg' ? 0 : Number(row.billed_before),
      part_grams: row.grams,
    });
    const actual = { days: row.days, fee_minor: Number(row.fee), due_minor: Number(row.due), line_minor: Number(row.line) };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) wrong.push(`line ${row.id}: ${JSON.stringify(actual)}, domain says ${JSON.stringify(expected)}`);
  }
  if (rows.length === 0) return ['no check-out lines to check'];
  return wrong.length ? [`${wrong.length} of ${rows.length} sampled lines priced differently from packages/domain, e.g. ${wrong.slice(0, 3).join('; ')}`] : [];
}
