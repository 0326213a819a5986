import { eq } from 'drizzle-orm';
import type { AlertRuleInput, AlertRuleView } from '@coldroom/contract';
import { checkAlertRule, defaultAlertRule, type AlertRule, type AlertRuleField, type AlertRuleProblem } from '@coldroom/domain';
import type { Db, DbOrTx } from '../../db/client';
import { roomAlertRules, type RoomAlertRuleRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { roomFor } from '../cooling-units/queries';
import { storedCrops } from '../dashboard/rooms';

/** The API's field names for the domain's (docs/cold-chain-rules.md §1). */
const FIELD_NAMES: Record<AlertRuleField, keyof AlertRuleInput> = {
  lowerC: 'lower_c',
  upperC: 'upper_c',
  delayMin: 'delay_min',
  clearBandC: 'clear_band_c',
  criticalDeltaC: 'critical_delta_c',
  criticalAfterMin: 'critical_after_min',
  noDataMin: 'no_data_min',
  humidityLowerPct: 'humidity_lower_pct',
  humidityUpperPct: 'humidity_upper_pct',
};

/** The field codes of a 400 `invalid_input` (the contract lists them). */
const PROBLEM_CODES: Record<AlertRuleProblem, string> = {
  required: 'required',
  pair: 'required',
  out_of_bounds: 'out_of_range',
  not_below_upper: 'not_below_upper',
  band_too_wide: 'too_wide',
  not_after_delay: 'not_after_delay',
};

const fromInput = (input: AlertRuleInput): AlertRule => ({
  lowerC: input.lower_c,
  upperC: input.upper_c,
  delayMin: input.delay_min,
  clearBandC: input.clear_band_c,
  criticalDeltaC: input.critical_delta_c,
  criticalAfterMin: input.critical_after_min,
  noDataMin: input.no_data_min,
  humidityLowerPct: input.humidity_lower_pct,
  humidityUpperPct: input.humidity_upper_pct,
});

const fromRow = (row: RoomAlertRuleRow): AlertRule => ({
  lowerC: row.lowerC,
  upperC: row.upperC,
  delayMin: row.delayMin,
  clearBandC: row.clearBandC,
  criticalDeltaC: row.criticalDeltaC,
  criticalAfterMin: row.criticalAfterMin,
  noDataMin: row.noDataMin,
  humidityLowerPct: row.humidityLowerPct,
  humidityUpperPct: row.humidityUpperPct,
});

/** A room's default rule: its limits from the crops stored in it now. */
async function cropDefault(db: DbOrTx, roomId: number): Promise<AlertRule> {
  const crops = (await storedCrops(db, [roomId])).get(roomId) ?? [];
  return defaultAlertRule(crops.map((crop) => (crop.min === null || crop.max === null ? null : { min: crop.min, max: crop.max })));
}

function present(roomId: number, rule: AlertRule, byDefault: AlertRule, row: RoomAlertRuleRow | null): AlertRuleView {
  return {
    cooling_unit: roomId,
    ...Object.fromEntries(Object.entries(FIELD_NAMES).map(([field, name]) => [name, rule[field as AlertRuleField]])),
    is_default: row === null,
    crop_lower_c: byDefault.lowerC,
    crop_upper_c: byDefault.upperC,
    updated_at: row?.updatedAt.toISOString() ?? null,
  } as AlertRuleView;
}

/** The rule that watches a room: the saved one, else the default (used by the alert evaluation too). */
export async function ruleOfRoom(db: DbOrTx, roomId: number): Promise<{ rule: AlertRule; byDefault: AlertRule; row: RoomAlertRuleRow | null }> {
  const [[row], byDefault] = await Promise.all([db.select().from(roomAlertRules).where(eq(roomAlertRules.coolingUnitId, roomId)).limit(1), cropDefault(db, roomId)]);
  return { rule: row ? fromRow(row) : byDefault, byDefault, row: row ?? null };
}

/** GET …/alert-rule/: staff who may see the room. */
export async function getAlertRule(db: Db, actor: Actor, roomId: number): Promise<AlertRuleView> {
  await roomFor(db, actor, roomId);
  const { rule, byDefault, row } = await ruleOfRoom(db, roomId);
  return present(roomId, rule, byDefault, row);
}

/** PUT …/alert-rule/: a service provider saves the whole rule; each field the domain refuses is named. */
export async function saveAlertRule(db: Db, actor: Actor, roomId: number, input: AlertRuleInput): Promise<AlertRuleView> {
  const rule = fromInput(input);
  const problems = checkAlertRule(rule);
  if (Object.keys(problems).length > 0) {
    throw errors.invalidInput(
      Object.fromEntries(Object.entries(problems).map(([field, problem]) => [FIELD_NAMES[field as AlertRuleField], PROBLEM_CODES[problem]])),
      'The alert rule has fields out of their bounds.',
    );
  }
  return db.transaction(async (tx) => {
    const room = await roomFor(tx, actor, roomId, { forUpdate: true });
    const values = { ...rule, companyId: room.companyId, updatedBy: actor.userId, updatedAt: new Date() };
    const [before] = await tx.select().from(roomAlertRules).where(eq(roomAlertRules.coolingUnitId, room.id)).limit(1);
    const [row] = await tx
      .insert(roomAlertRules)
      .values({ coolingUnitId: room.id, ...values })
      .onConflictDoUpdate({ target: roomAlertRules.coolingUnitId, set: values })
      .returning();
    const changed = Object.fromEntries(
      Object.entries(FIELD_NAMES)
        .filter(([field]) => !before || before[field as AlertRuleField] !== rule[field as AlertRuleField])
        .map(([field, name]) => [name, rule[field as AlertRuleField]]),
    );
    await recordAudit(tx, actor, { action: 'alert_rule.update', entityType: 'cooling_unit', entityId: room.id, details: { changed } });
    return present(room.id, rule, await cropDefault(tx, room.id), row!);
  });
}
