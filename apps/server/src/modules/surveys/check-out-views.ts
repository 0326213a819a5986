import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SURVEY_WINDOW_DAYS, type MarketSurvey, type SurveyCheckOut } from '@coldroom/contract';
import { addDays, calendarDateIn, gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkOutLines, checkOuts, companies, crops, farmers, marketSurveys, movements, users, type MarketSurveyRow } from '../../db/schema';
import type { Actor } from '../../platform/policy';
import { fullName } from '../movements/refs';
import { ownedBy } from '../movements/scope';

export function marketSurveyView(row: MarketSurveyRow): MarketSurvey {
  return {
    id: row.id,
    check_out_id: row.checkOutId,
    crop_id: row.cropCode,
    where_sold: row.whereSold,
    price_minor: row.priceMinor,
    currency: row.currency,
    unit: row.unit,
    kg_per_unit: gramsToKg(row.gramsPerUnit),
    selling_date: row.sellingDate,
    lost_kg: gramsToKg(row.lostGrams),
    loss_reason: row.lossReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** Check-outs the actor may survey (staff: their company's; a farmer: their own). */
export const surveyableBy = (actor: Actor): SQL => ownedBy(actor, checkOuts.companyId, checkOuts.farmerId);

/** Check-outs with their crops (kg out of each, by the crop copied onto each line) and the surveys already given, newest first. */
export async function surveyCheckOuts(db: DbOrTx, where: SQL | undefined, now: Date, limit = 50, offset = 0): Promise<SurveyCheckOut[]> {
  const rows = await db
    .select({ checkOut: checkOuts, code: movements.code, time: checkOuts.time, company: companies, first: users.firstName, last: users.lastName })
    .from(checkOuts)
    .innerJoin(movements, eq(movements.id, checkOuts.movementId))
    .innerJoin(companies, eq(companies.id, checkOuts.companyId))
    .innerJoin(farmers, eq(farmers.id, checkOuts.farmerId))
    .innerJoin(users, eq(users.id, farmers.userId))
    .where(where)
    .orderBy(desc(checkOuts.time), desc(checkOuts.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.checkOut.id);
  const [cropRows, surveys] = await Promise.all([
    db
      .select({ checkOutId: checkOutLines.checkOutId, code: crops.code, grams: sql<string>`sum(${checkOutLines.grams})::text` })
      .from(checkOutLines)
      .innerJoin(crops, eq(crops.id, checkOutLines.cropId))
      .where(inArray(checkOutLines.checkOutId, ids))
      .groupBy(checkOutLines.checkOutId, crops.code)
      .orderBy(crops.code),
    db.select().from(marketSurveys).where(inArray(marketSurveys.checkOutId, ids)),
  ]);
  return rows.map(({ checkOut, code, time, company, first, last }) => {
    const date = calendarDateIn(time, company.timeZone);
    const openUntil = addDays(date, SURVEY_WINDOW_DAYS);
    const today = calendarDateIn(now, company.timeZone);
    return {
      check_out_id: checkOut.id,
      code,
      time: time.toISOString(),
      date,
      open_until: openUntil,
      open: today <= openUntil,
      today,
      company: { id: company.id, name: company.name },
      currency: checkOut.currency,
      farmer: { id: checkOut.farmerId, name: fullName(first, last) },
      crops: cropRows
        .filter((c) => c.checkOutId === checkOut.id)
        .map((c) => {
          const survey = surveys.find((s) => s.checkOutId === checkOut.id && s.cropCode === c.code);
          return { crop_id: c.code, kg: gramsToKg(Number(c.grams)), survey: survey ? marketSurveyView(survey) : null };
        }),
    };
  });
}

export const byCheckOutId = (id: number, actor: Actor): SQL | undefined => and(eq(checkOuts.id, id), surveyableBy(actor));
