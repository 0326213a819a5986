import { sql } from 'drizzle-orm';
import { SURVEY_WINDOW_DAYS } from '@coldroom/contract';
import { farmerSurveyCommodities, farmerSurveys } from '../schema';
import { rowsOf } from '../../modules/occupancy/queries';
import { idOf, type DemoStep } from './context';
import { DEMO_COMPANY } from './companies';

const DAY_MS = 86_400_000;

/**
 * Issue 6's demo data: the demo farmer's baseline survey (before cold storage: 120 NGN/kg for tomatoes,
 * 30 % lost) and market surveys for two in three of the demo company's check-outs older than the survey
 * window. Check-outs of the last SURVEY_WINDOW_DAYS days are left without one, so the history shows them
 * as pending and a survey can be filled in the app.
 */
export const demoSurveys: DemoStep = {
  name: 'surveys',
  async run(ctx) {
    const musaUser = idOf(ctx.users, 'farmer');
    const companyId = idOf(ctx.companies, DEMO_COMPANY);
    const [musa] = rowsOf<{ id: number | string }>(await ctx.tx.execute(sql`select id from farmers where user_id = ${musaUser}`));
    const [survey] = await ctx.tx
      .insert(farmerSurveys)
      .values({ farmerId: Number(musa!.id), companyId: null, kind: 'farmer', coldRoomExperience: false, experienceMonths: null, currency: 'NGN', updatedBy: musaUser })
      .returning({ id: farmerSurveys.id });
    const crop = { unit: 'crates' as const, gramsPerUnit: 25_000, seasonMonths: 4, mainLossReason: 'spoilage' as const };
    await ctx.tx.insert(farmerSurveyCommodities).values([
      // 3,000.00 NGN a 25 kg crate; (4000 − 200 − 2600) ÷ 4000 = 30 % lost
      { ...crop, surveyId: survey!.id, cropCode: 'tomato', totalGrams: 4_000_000, selfConsumedGrams: 200_000, soldGrams: 2_600_000, soldBelowMarketGrams: 1_200_000, averagePriceMinor: 300_000, position: 0 },
      { ...crop, surveyId: survey!.id, cropCode: 'okra', unit: 'bags', totalGrams: 1_000_000, selfConsumedGrams: 100_000, soldGrams: 650_000, soldBelowMarketGrams: 300_000, averagePriceMinor: 450_000, position: 1 },
    ]);
    const before = new Date(Date.now() - (SURVEY_WINDOW_DAYS + 1) * DAY_MS).toISOString();
    // Prices 4,000–5,500 NGN a 25 kg crate, 3–10 % lost, sold 0–2 days after the check-out (varied by id).
    await ctx.tx.execute(sql`
      insert into market_surveys (company_id, check_out_id, farmer_id, crop_code, where_sold, price_minor, currency, unit, grams_per_unit, selling_date, lost_grams, loss_reason, filled_by)
      select co.company_id, co.id, co.farmer_id, t.code,
        (array['farm_gate', 'local_market', 'both'])[1 + co.id % 3],
        (400000 + (co.id % 7) * 25000), co.currency, 'crates', 25000,
        (m.time at time zone 'Africa/Lagos')::date + (co.id % 3)::int,
        (t.grams * (3 + co.id % 8) / 100)::bigint, 'spoilage', m.operator_user_id
      from check_outs co join movements m on m.id = co.movement_id join farmers f on f.id = co.farmer_id
      join (select l.check_out_id, k.code, sum(l.grams) as grams from check_out_lines l
        join crates c on c.id = l.crate_id join produce_lots p on p.id = c.lot_id join crops k on k.id = p.crop_id
        group by l.check_out_id, k.code) t on t.check_out_id = co.id
      where co.company_id = ${companyId} and not f.is_walk_in and m.time < ${before}::timestamptz and co.id % 3 <> 0`);
  },
};
