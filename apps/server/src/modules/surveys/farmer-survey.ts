import { asc, eq } from 'drizzle-orm';
import type { FarmerSurvey, FarmerSurveyResponse, SurveyCommodityInput } from '@coldroom/contract';
import { gramsToKg, kgToGrams } from '@coldroom/domain';
import type { Db, DbOrTx } from '../../db/client';
import { farmerSurveyCommodities, farmerSurveys, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/policy';
import { fullName } from '../movements/refs';
import { surveyFarmer } from './access';
import { knownCrops } from './crops';

type SurveyInput = {
  farmer_id?: number | undefined;
  kind: FarmerSurvey['kind'];
  cold_room_experience: boolean;
  experience_months?: number | null | undefined;
  currency: string;
  commodities: SurveyCommodityInput[];
};

async function surveyOf(db: DbOrTx, farmerId: number): Promise<FarmerSurvey | null> {
  const [row] = await db
    .select({ survey: farmerSurveys, first: users.firstName, last: users.lastName })
    .from(farmerSurveys)
    .innerJoin(users, eq(users.id, farmerSurveys.updatedBy))
    .where(eq(farmerSurveys.farmerId, farmerId))
    .limit(1);
  if (!row) return null;
  const rows = await db.select().from(farmerSurveyCommodities).where(eq(farmerSurveyCommodities.surveyId, row.survey.id)).orderBy(asc(farmerSurveyCommodities.position));
  return {
    kind: row.survey.kind,
    cold_room_experience: row.survey.coldRoomExperience,
    experience_months: row.survey.experienceMonths,
    currency: row.survey.currency,
    commodities: rows.map((c) => ({
      crop_id: c.cropCode,
      unit: c.unit,
      kg_per_unit: gramsToKg(c.gramsPerUnit),
      total_kg: gramsToKg(c.totalGrams),
      self_consumed_kg: gramsToKg(c.selfConsumedGrams),
      sold_kg: gramsToKg(c.soldGrams),
      sold_below_market_kg: gramsToKg(c.soldBelowMarketGrams),
      average_price_minor: c.averagePriceMinor,
      season_months: c.seasonMonths,
      main_loss_reason: c.mainLossReason,
    })),
    updated_at: row.survey.updatedAt.toISOString(),
    updated_by: fullName(row.first, row.last),
  };
}

/** GET /operation/v1/surveys/farmer/: the farmer's baseline survey, or null before the first one. */
export async function readFarmerSurvey(db: Db, actor: Actor, farmerId: number | undefined): Promise<FarmerSurveyResponse> {
  const farmer = await surveyFarmer(db, actor, farmerId);
  return { farmer, survey: await surveyOf(db, farmer.id) };
}

/** PUT /operation/v1/surveys/farmer/: creates the one survey of a farmer or replaces its answers, with an audit row. */
export async function saveFarmerSurvey(db: Db, actor: Actor, input: SurveyInput, now = new Date()): Promise<FarmerSurveyResponse> {
  const farmer = await surveyFarmer(db, actor, input.farmer_id);
  await knownCrops(db, input.commodities.map((c, i) => [`commodities.${i}.crop_id`, c.crop_id]));
  return db.transaction(async (tx) => {
    const values = {
      farmerId: farmer.id,
      companyId: actor.role === 'Farmer' ? null : actor.companyId,
      kind: input.kind,
      coldRoomExperience: input.cold_room_experience,
      experienceMonths: input.cold_room_experience ? (input.experience_months ?? null) : null,
      currency: input.currency,
      updatedBy: actor.userId,
      updatedAt: now,
    };
    // One per farmer: a second save (or a racing one) updates the same row.
    const [survey] = await tx
      .insert(farmerSurveys)
      .values(values)
      .onConflictDoUpdate({ target: farmerSurveys.farmerId, set: values })
      .returning({ id: farmerSurveys.id });
    await tx.delete(farmerSurveyCommodities).where(eq(farmerSurveyCommodities.surveyId, survey!.id));
    await tx.insert(farmerSurveyCommodities).values(
      input.commodities.map((c, position) => ({
        surveyId: survey!.id,
        cropCode: c.crop_id,
        unit: c.unit,
        gramsPerUnit: kgToGrams(c.kg_per_unit),
        totalGrams: kgToGrams(c.total_kg),
        selfConsumedGrams: kgToGrams(c.self_consumed_kg),
        soldGrams: kgToGrams(c.sold_kg),
        soldBelowMarketGrams: kgToGrams(c.sold_below_market_kg),
        averagePriceMinor: c.average_price_minor,
        seasonMonths: c.season_months,
        mainLossReason: c.main_loss_reason,
        position,
      })),
    );
    await recordAudit(tx, actor, { action: 'farmer_survey.save', entityType: 'farmer_survey', entityId: survey!.id, details: { farmer_id: farmer.id, crops: input.commodities.map((c) => c.crop_id) } });
    return { farmer, survey: await surveyOf(tx, farmer.id) };
  });
}
