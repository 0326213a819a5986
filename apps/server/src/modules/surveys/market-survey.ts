import { and, sql } from 'drizzle-orm';
import type { MarketSurvey, MarketSurveyInput, PendingSurveys, SurveyCheckOut } from '@coldroom/contract';
import { kgToGrams } from '@coldroom/domain';
import type { Db } from '../../db/client';
import { checkOuts, marketSurveys } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { foundOr404 } from '../../platform/company-scope';
import { AppError, errors, violatedConstraint } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { byCheckOutId, marketSurveyView, surveyableBy, surveyCheckOuts } from './check-out-views';
import { marketSurveyPending } from './pending';

/** GET /operation/v1/surveys/market/check-outs/{id}/: the check-out, its crops and their surveys (404 if not the actor's). */
export async function readSurveyCheckOut(db: Db, actor: Actor, id: number, now = new Date()): Promise<SurveyCheckOut> {
  return foundOr404(await surveyCheckOuts(db, byCheckOutId(id, actor), now, 1), 'The check-out');
}

/** GET /operation/v1/surveys/market/pending/?page&page_size: check-outs of the actor still waiting for a survey, paged. */
export async function pendingSurveys(db: Db, actor: Actor, query: { page: number; page_size: number }, now = new Date()): Promise<PendingSurveys> {
  // check_outs.time (the movement's, copied): the window's bound then meets the (company or farmer, time) index.
  const pending = marketSurveyPending({ checkOutId: checkOuts.id, time: checkOuts.time, companyId: checkOuts.companyId, farmerId: checkOuts.farmerId }, now);
  const where = and(surveyableBy(actor), pending);
  const [items, [count]] = await Promise.all([
    surveyCheckOuts(db, where, now, query.page_size, (query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(checkOuts).where(where),
  ]);
  return { items, total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * POST /operation/v1/surveys/market/ (domain-rules §7): once per check-out and crop (409), until
 * SURVEY_WINDOW_DAYS after the check-out's local date (422), for a crop of that check-out (400), selling
 * on or after the check-out date and not after today, losing at most what left the room.
 */
export async function createMarketSurvey(db: Db, actor: Actor, input: MarketSurveyInput & { loss_reason?: MarketSurvey['loss_reason'] | undefined }, now = new Date()): Promise<MarketSurvey> {
  const view = await readSurveyCheckOut(db, actor, input.check_out_id, now);
  const crop = view.crops.find((c) => c.crop_id === input.crop_id);
  if (!crop) throw errors.invalidInput({ crop_id: 'not_in_check_out' }, 'This crop is not in the check-out.');
  if (crop.survey) throw errors.duplicate({ crop_id: 'already_surveyed' }, 'This crop of the check-out already has its market survey.');
  if (!view.open) throw new AppError(422, 'survey_window_closed', `Market surveys are taken until ${view.open_until}.`, { open_until: view.open_until });
  if (input.selling_date < view.date || input.selling_date > view.today) throw errors.invalidInput({ selling_date: 'out_of_range' }, `The selling date lies between ${view.date} and ${view.today}.`);
  const lostGrams = kgToGrams(input.lost_kg);
  if (lostGrams > kgToGrams(crop.kg)) throw errors.invalidInput({ lost_kg: 'exceeds_checked_out' }, `At most ${crop.kg} kg left the room.`);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(marketSurveys)
        .values({
          companyId: view.company.id,
          checkOutId: view.check_out_id,
          farmerId: view.farmer.id,
          cropCode: crop.crop_id,
          whereSold: input.where_sold,
          priceMinor: input.price_minor,
          currency: view.currency,
          unit: input.unit,
          gramsPerUnit: kgToGrams(input.kg_per_unit),
          sellingDate: input.selling_date,
          lostGrams,
          lossReason: input.loss_reason ?? null,
          filledBy: actor.userId,
        })
        .returning();
      await recordAudit(tx, actor, { action: 'market_survey.create', entityType: 'market_survey', entityId: row!.id, companyId: view.company.id, details: { check_out_id: view.check_out_id, crop_id: crop.crop_id } });
      return marketSurveyView(row!);
    });
  } catch (error) {
    // Two people filling the same survey at once: the unique key lets one win.
    if (violatedConstraint(error) === 'market_surveys_check_out_crop_key') throw errors.duplicate({ crop_id: 'already_surveyed' }, 'This crop of the check-out already has its market survey.');
    throw error;
  }
}
