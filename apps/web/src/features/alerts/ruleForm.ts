import type { AlertRuleInput, AlertRuleView } from '@coldroom/contract';
import { ALERT_RULE_BOUNDS, ALERT_RULE_DEFAULTS, checkAlertRule, type AlertRule, type AlertRuleField, type AlertRuleProblem } from '@coldroom/domain';
import { parseSigned } from '../cooling-units/readingForm';

/** The alert rule's form: every field as typed. */
export type RuleValues = Record<AlertRuleField, string>;

export const RULE_FIELDS: AlertRuleField[] = ['lowerC', 'upperC', 'delayMin', 'clearBandC', 'criticalDeltaC', 'criticalAfterMin', 'noDataMin', 'humidityLowerPct', 'humidityUpperPct'];
/** Fields that may be left empty (both of a pair, or neither): limits. */
const OPTIONAL = new Set<AlertRuleField>(['lowerC', 'upperC', 'humidityLowerPct', 'humidityUpperPct']);
const WHOLE = new Set<AlertRuleField>(['delayMin', 'criticalAfterMin', 'noDataMin']);

/** The API's name of each field (the server names fields in its errors so). */
export const API_NAMES: Record<AlertRuleField, keyof AlertRuleInput> = {
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

/** Each field's bounds, for the form's hints and its "between … and …" message. */
export const FIELD_BOUNDS: Record<AlertRuleField, { min: number; max: number }> = {
  lowerC: ALERT_RULE_BOUNDS.temperatureC,
  upperC: ALERT_RULE_BOUNDS.temperatureC,
  delayMin: ALERT_RULE_BOUNDS.delayMin,
  clearBandC: ALERT_RULE_BOUNDS.clearBandC,
  criticalDeltaC: ALERT_RULE_BOUNDS.criticalDeltaC,
  criticalAfterMin: ALERT_RULE_BOUNDS.criticalAfterMin,
  noDataMin: ALERT_RULE_BOUNDS.noDataMin,
  humidityLowerPct: ALERT_RULE_BOUNDS.humidityPct,
  humidityUpperPct: ALERT_RULE_BOUNDS.humidityPct,
};

// Written out in full so the translation-key check sees every key.
export const PROBLEM_KEYS: Record<AlertRuleProblem | 'not_a_number' | 'not_whole', string> = {
  required: 'alerts.rule.problems.required',
  pair: 'alerts.rule.problems.pair',
  out_of_bounds: 'alerts.rule.problems.outOfBounds',
  not_below_upper: 'alerts.rule.problems.notBelowUpper',
  band_too_wide: 'alerts.rule.problems.bandTooWide',
  not_after_delay: 'alerts.rule.problems.notAfterDelay',
  not_a_number: 'alerts.rule.problems.notANumber',
  not_whole: 'alerts.rule.problems.notWhole',
};

/** The server's field reasons (contract alertRuleInputSchema) as the form's problems. */
export const SERVER_REASONS: Record<string, keyof typeof PROBLEM_KEYS> = {
  required: 'required',
  out_of_range: 'out_of_bounds',
  not_below_upper: 'not_below_upper',
  too_wide: 'band_too_wide',
  not_after_delay: 'not_after_delay',
  invalid: 'not_a_number',
};

export function valuesOf(view: AlertRuleView): RuleValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    lowerC: text(view.lower_c),
    upperC: text(view.upper_c),
    delayMin: text(view.delay_min),
    clearBandC: text(view.clear_band_c),
    criticalDeltaC: text(view.critical_delta_c),
    criticalAfterMin: text(view.critical_after_min),
    noDataMin: text(view.no_data_min),
    humidityLowerPct: text(view.humidity_lower_pct),
    humidityUpperPct: text(view.humidity_upper_pct),
  };
}

/**
 * The rule the form describes and what is wrong with it, per field: the domain's own check (checkAlertRule,
 * the server's too) after each field is read as a number.
 */
export function readRule(values: RuleValues): { rule: AlertRule; problems: Partial<Record<AlertRuleField, keyof typeof PROBLEM_KEYS>> } {
  const problems: Partial<Record<AlertRuleField, keyof typeof PROBLEM_KEYS>> = {};
  const rule = {} as Record<AlertRuleField, number | null>;
  for (const field of RULE_FIELDS) {
    const text = values[field].trim();
    if (!text) {
      rule[field] = null;
      if (!OPTIONAL.has(field)) problems[field] = 'required';
      continue;
    }
    const number = parseSigned(text);
    if (number === null) problems[field] = 'not_a_number';
    else if (WHOLE.has(field) && !Number.isInteger(number)) problems[field] = 'not_whole';
    rule[field] = number;
  }
  const typed = rule as unknown as AlertRule;
  // The rules between fields are checked too, each missing or unreadable part standing in at its default (or
  // left out, for a limit), so that one answer names everything: a field keeps its own problem first.
  const standIn = { ...typed };
  for (const field of RULE_FIELDS) {
    if (!problems[field]) continue;
    (standIn as Record<AlertRuleField, number | null>)[field] = OPTIONAL.has(field) ? null : ALERT_RULE_DEFAULTS[field as keyof typeof ALERT_RULE_DEFAULTS];
  }
  for (const [field, problem] of Object.entries(checkAlertRule(standIn))) problems[field as AlertRuleField] ??= problem;
  return { rule: typed, problems };
}

export function toRequest(rule: AlertRule): AlertRuleInput {
  return Object.fromEntries(RULE_FIELDS.map((field) => [API_NAMES[field], rule[field]])) as AlertRuleInput;
}
