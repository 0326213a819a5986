/**
 * The cold chain's rules (docs/cold-chain-rules.md, issue 26): a room's alert rule, the excursions its readings
 * make, minutes out of range, the no-data alert and a lot's temperature record. Pure: the server runs them on
 * the readings it stores, the phone on those it shows.
 */
import type { NumberRange } from './crops/types';
import { roomTargetRange } from './target-range';

const MINUTE_MS = 60_000;

/** The bounds of a reading (the readings API refuses anything outside them). */
export const READING_BOUNDS = { temperatureC: { min: -30, max: 50 }, humidityPct: { min: 0, max: 100 } } as const;

export interface AlertRule {
  /** °C; null when the room's crops give no default and nobody set one: then only silence is watched. */
  lowerC: number | null;
  upperC: number | null;
  delayMin: number;
  clearBandC: number;
  criticalDeltaC: number;
  criticalAfterMin: number;
  noDataMin: number;
  /** % relative humidity; both null when humidity is not watched. */
  humidityLowerPct: number | null;
  humidityUpperPct: number | null;
}

export const ALERT_RULE_DEFAULTS = { delayMin: 30, clearBandC: 0.5, criticalDeltaC: 3, criticalAfterMin: 120, noDataMin: 60 } as const;
/** Humidity clears 2 % inside its limits; it has no critical level. */
export const HUMIDITY_CLEAR_BAND_PCT = 2;

/** A room's rule before anyone changed it: the limits from its crops' safe ranges (their intersection). */
export function defaultAlertRule(cropRanges: readonly (NumberRange | null | undefined)[]): AlertRule {
  const target = roomTargetRange(cropRanges);
  // A range too narrow to clear inside (13–13 °C for crops that meet at one degree) would alert on nearly
  // every reading: no default then, as when the ranges do not overlap.
  const usable = target.kind === 'range' && target.max - target.min > 2 * ALERT_RULE_DEFAULTS.clearBandC;
  return {
    lowerC: usable ? target.min : null,
    upperC: usable ? target.max : null,
    ...ALERT_RULE_DEFAULTS,
    humidityLowerPct: null,
    humidityUpperPct: null,
  };
}

/** Each part's bounds (docs/cold-chain-rules.md §1); the API's schema and checkAlertRule both use them. */
export const ALERT_RULE_BOUNDS = {
  temperatureC: READING_BOUNDS.temperatureC,
  delayMin: { min: 5, max: 720 },
  clearBandC: { min: 0, max: 5 },
  criticalDeltaC: { min: 0.5, max: 20 },
  criticalAfterMin: { min: 1, max: 48 * 60 },
  noDataMin: { min: 15, max: 1440 },
  humidityPct: READING_BOUNDS.humidityPct,
} as const;

export type AlertRuleField = keyof AlertRule;
export type AlertRuleProblem = 'required' | 'out_of_bounds' | 'not_below_upper' | 'band_too_wide' | 'not_after_delay' | 'pair';

const inside = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

/** What is wrong with a rule, per field (empty when it can be saved). */
export function checkAlertRule(rule: AlertRule): Partial<Record<AlertRuleField, AlertRuleProblem>> {
  const problems: Partial<Record<AlertRuleField, AlertRuleProblem>> = {};
  const t = READING_BOUNDS.temperatureC;
  if ((rule.lowerC === null) !== (rule.upperC === null)) problems[rule.lowerC === null ? 'lowerC' : 'upperC'] = 'pair';
  if (rule.lowerC !== null && !inside(rule.lowerC, t.min, t.max)) problems.lowerC = 'out_of_bounds';
  if (rule.upperC !== null && !inside(rule.upperC, t.min, t.max)) problems.upperC = 'out_of_bounds';
  if (rule.lowerC !== null && rule.upperC !== null && !problems.lowerC && !problems.upperC && rule.lowerC >= rule.upperC) problems.lowerC = 'not_below_upper';
  const b = ALERT_RULE_BOUNDS;
  if (!inside(rule.delayMin, b.delayMin.min, b.delayMin.max) || !Number.isInteger(rule.delayMin)) problems.delayMin = 'out_of_bounds';
  if (!inside(rule.clearBandC, b.clearBandC.min, b.clearBandC.max)) problems.clearBandC = 'out_of_bounds';
  else if (rule.lowerC !== null && rule.upperC !== null && !problems.lowerC && rule.clearBandC * 2 >= rule.upperC - rule.lowerC) problems.clearBandC = 'band_too_wide';
  if (!inside(rule.criticalDeltaC, b.criticalDeltaC.min, b.criticalDeltaC.max)) problems.criticalDeltaC = 'out_of_bounds';
  if (!inside(rule.criticalAfterMin, b.criticalAfterMin.min, b.criticalAfterMin.max) || !Number.isInteger(rule.criticalAfterMin)) problems.criticalAfterMin = 'out_of_bounds';
  else if (!problems.delayMin && rule.criticalAfterMin <= rule.delayMin) problems.criticalAfterMin = 'not_after_delay';
  if (!inside(rule.noDataMin, b.noDataMin.min, b.noDataMin.max) || !Number.isInteger(rule.noDataMin)) problems.noDataMin = 'out_of_bounds';
  const h = READING_BOUNDS.humidityPct;
  if ((rule.humidityLowerPct === null) !== (rule.humidityUpperPct === null)) problems[rule.humidityLowerPct === null ? 'humidityLowerPct' : 'humidityUpperPct'] = 'pair';
  if (rule.humidityLowerPct !== null && !inside(rule.humidityLowerPct, h.min, h.max)) problems.humidityLowerPct = 'out_of_bounds';
  if (rule.humidityUpperPct !== null && !inside(rule.humidityUpperPct, h.min, h.max)) problems.humidityUpperPct = 'out_of_bounds';
  if (
    rule.humidityLowerPct !== null &&
    rule.humidityUpperPct !== null &&
    !problems.humidityLowerPct &&
    !problems.humidityUpperPct &&
    rule.humidityUpperPct - rule.humidityLowerPct <= HUMIDITY_CLEAR_BAND_PCT * 2
  )
    problems.humidityLowerPct = 'not_below_upper';
  return problems;
}

/** One value at a time (ms since the epoch). */
export interface Reading {
  at: number;
  value: number;
}

/** What is watched: a quantity's limits and how its excursions are judged (temperature or humidity). */
export interface Watch {
  lower: number;
  upper: number;
  clearBand: number;
  delayMin: number;
  /** Beyond a limit by this much: critical at once. Null: no critical level (humidity). */
  criticalDelta: number | null;
  /** An excursion this long is critical. Null: never by duration. */
  criticalAfterMin: number | null;
  /** A reading stands for at most this long (section 3). */
  capMin: number;
}

/** The temperature watch of a rule, or null when it has no limits. */
export function temperatureWatch(rule: AlertRule): Watch | null {
  if (rule.lowerC === null || rule.upperC === null) return null;
  return { lower: rule.lowerC, upper: rule.upperC, clearBand: rule.clearBandC, delayMin: rule.delayMin, criticalDelta: rule.criticalDeltaC, criticalAfterMin: rule.criticalAfterMin, capMin: rule.noDataMin };
}

/** The humidity watch of a rule, or null when humidity is not watched. */
export function humidityWatch(rule: AlertRule): Watch | null {
  if (rule.humidityLowerPct === null || rule.humidityUpperPct === null) return null;
  return { lower: rule.humidityLowerPct, upper: rule.humidityUpperPct, clearBand: HUMIDITY_CLEAR_BAND_PCT, delayMin: rule.delayMin, criticalDelta: null, criticalAfterMin: null, capMin: rule.noDataMin };
}

export type Direction = 'high' | 'low';
export type ReadingState = 'high' | 'low' | 'clear' | 'between';

/** Out (high or low: beyond a limit; a limit itself is inside), clear (inside by the band) or between. */
export function readingState(watch: Pick<Watch, 'lower' | 'upper' | 'clearBand'>, value: number): ReadingState {
  if (value > watch.upper) return 'high';
  if (value < watch.lower) return 'low';
  return value <= watch.upper - watch.clearBand && value >= watch.lower + watch.clearBand ? 'clear' : 'between';
}

/** How far beyond its limit a value is (0 inside). */
function beyond(watch: Pick<Watch, 'lower' | 'upper'>, value: number): number {
  return value > watch.upper ? value - watch.upper : value < watch.lower ? watch.lower - value : 0;
}

export interface Peak {
  at: number;
  value: number;
  direction: Direction;
  /** How far beyond the limit, in the watched unit. */
  beyond: number;
}

export interface Excursion {
  /** The first out reading. */
  startedAt: number;
  /** When the alert opened (the delay reached, or a critical reading). */
  openedAt: number;
  /** When it became critical, or null. */
  criticalAt: number | null;
  /** The reading that ended the clear run, or null while it lasts. */
  closedAt: number | null;
  /** The reading farthest beyond a limit. */
  peak: Peak;
  minutesHigh: number;
  minutesLow: number;
}

/** Sorted by time, one reading per moment (the last given wins), non-finite values left out. */
export function inTimeOrder(readings: readonly Reading[]): Reading[] {
  // Readings mostly come sorted from the database: a year of them is then copied, not re-sorted.
  if (readings.every((r, i) => Number.isFinite(r.at) && Number.isFinite(r.value) && (i === 0 || r.at > readings[i - 1]!.at))) return readings.slice();
  const byTime = new Map<number, number>();
  for (const reading of readings) if (Number.isFinite(reading.at) && Number.isFinite(reading.value)) byTime.set(reading.at, reading.value);
  return [...byTime].sort((a, b) => a[0] - b[0]).map(([at, value]) => ({ at, value }));
}

/**
 * The excursions that raised an alert (section 2), in time order; the last may still be open. An excursion
 * still shorter than the delay at the last reading is not one yet. `readings` in any order.
 */
export function findExcursions(watch: Watch, readings: readonly Reading[]): Excursion[] {
  const sorted = inTimeOrder(readings);
  const found: Excursion[] = [];
  let candidate: { startedAt: number; startIndex: number } | null = null;
  let open: Excursion | null = null;
  let clearSince: number | null = null;
  let openStartIndex = 0;

  const isCritical = (startedAt: number, reading: Reading) =>
    (watch.criticalDelta !== null && beyond(watch, reading.value) >= watch.criticalDelta) ||
    (watch.criticalAfterMin !== null && reading.at - startedAt >= watch.criticalAfterMin * MINUTE_MS);

  const peakOf = (from: number, to: number): Peak => {
    let peak: Peak | null = null;
    for (let i = from; i <= to; i += 1) {
      const reading = sorted[i]!;
      const far = beyond(watch, reading.value);
      if (far > 0 && (peak === null || far > peak.beyond)) peak = { at: reading.at, value: reading.value, direction: reading.value > watch.upper ? 'high' : 'low', beyond: far };
    }
    return peak!;
  };

  const finish = (excursion: Excursion, startIndex: number, endIndex: number, until: number) => {
    const spans = timeOutOfRange(watch, sorted.slice(startIndex, endIndex + 1), excursion.startedAt, until, watch.capMin);
    excursion.minutesHigh = spans.minutesHigh;
    excursion.minutesLow = spans.minutesLow;
    excursion.peak = peakOf(startIndex, endIndex);
  };

  sorted.forEach((reading, index) => {
    const state = readingState(watch, reading.value);
    const out = state === 'high' || state === 'low';
    if (open) {
      if (open.criticalAt === null && isCritical(open.startedAt, reading) && state !== 'clear') open.criticalAt = reading.at;
      if (state === 'clear') {
        clearSince ??= reading.at;
        if (reading.at - clearSince >= watch.delayMin * MINUTE_MS) {
          open.closedAt = reading.at;
          finish(open, openStartIndex, index, reading.at);
          open = null;
          clearSince = null;
        }
      } else clearSince = null;
      return;
    }
    if (!out) {
      candidate = null;
      return;
    }
    candidate ??= { startedAt: reading.at, startIndex: index };
    const critical = watch.criticalDelta !== null && beyond(watch, reading.value) >= watch.criticalDelta;
    if (critical || reading.at - candidate.startedAt >= watch.delayMin * MINUTE_MS) {
      open = {
        startedAt: candidate.startedAt,
        openedAt: reading.at,
        criticalAt: isCritical(candidate.startedAt, reading) ? reading.at : null,
        closedAt: null,
        peak: peakOf(candidate.startIndex, index),
        minutesHigh: 0,
        minutesLow: 0,
      };
      openStartIndex = candidate.startIndex;
      found.push(open);
      candidate = null;
      clearSince = null;
    }
  });
  const stillOpen = open as Excursion | null;
  if (stillOpen) {
    const last = sorted.length - 1;
    finish(stillOpen, openStartIndex, last, sorted[last]!.at);
  }
  return found;
}

export interface TimeOutOfRange {
  minutesHigh: number;
  minutesLow: number;
  /** Minutes the readings stand for (each capped): less than the period when the room went silent. */
  minutesCovered: number;
  peakHigh: Peak | null;
  peakLow: Peak | null;
  /** The longest unbroken stretch out of range, or null. */
  longest: { direction: Direction; startedAt: number; minutes: number } | null;
  /** How many unbroken stretches out of range. */
  stretches: number;
  lowest: number | null;
  highest: number | null;
}

/** An open stretch out of range: its direction, start and length so far (ms). */
interface OpenStretch {
  direction: Direction;
  startedAt: number;
  ms: number;
}

/**
 * Where a pass over the readings stands at a moment: its totals so far (minutes unrounded) and the stretch out of
 * range still open. Kept with a lot (as JSON), a later pass goes on from it (timeOutOfRangeFrom) to the same
 * answer as a pass over every reading.
 */
export interface OutOfRangeState {
  totals: TimeOutOfRange;
  stretch: OpenStretch | null;
}

/**
 * Minutes above and below a range from `from` to `to` (section 3): each reading stands until the next, at most
 * `capMin`; the reading in force at `from` (the last before it) counts from `from`.
 */
export function timeOutOfRange(range: Pick<Watch, 'lower' | 'upper'>, readings: readonly Reading[], from: number, to: number, capMin: number): TimeOutOfRange {
  return finishOutOfRange(timeOutOfRangeFrom(range, readings, from, to, capMin, null));
}

/**
 * The pass of timeOutOfRange, from `state` (a pass up to `from` that ended where a reading was taken, at `from`)
 * when given; `readings` then start with the one taken at `from` (one before it is read as standing 0 minutes).
 */
export function timeOutOfRangeFrom(
  range: Pick<Watch, 'lower' | 'upper'>,
  readings: readonly Reading[],
  from: number,
  to: number,
  capMin: number,
  state: OutOfRangeState | null,
): OutOfRangeState {
  const sorted = inTimeOrder(readings);
  const cap = capMin * MINUTE_MS;
  const result: TimeOutOfRange = state
    ? { ...state.totals }
    : { minutesHigh: 0, minutesLow: 0, minutesCovered: 0, peakHigh: null, peakLow: null, longest: null, stretches: 0, lowest: null, highest: null };
  let stretch: OpenStretch | null = state?.stretch ? { ...state.stretch } : null;
  const closeStretch = () => {
    closeInto(result, stretch);
    stretch = null;
  };
  // The reading in force at `from`, then those inside the period.
  let firstIndex = sorted.findIndex((reading) => reading.at >= from);
  if (firstIndex === -1) firstIndex = sorted.length;
  const start = firstIndex > 0 && sorted[firstIndex - 1]!.at >= from - cap ? firstIndex - 1 : firstIndex;
  for (let i = start; i < sorted.length && sorted[i]!.at < to; i += 1) {
    const reading = sorted[i]!;
    const begins = Math.max(reading.at, from);
    const next = sorted[i + 1]?.at ?? Infinity;
    const ends = Math.min(next, reading.at + cap, to);
    const ms = Math.max(0, ends - begins);
    result.minutesCovered += ms / MINUTE_MS;
    if (reading.at >= from) {
      result.lowest = result.lowest === null ? reading.value : Math.min(result.lowest, reading.value);
      result.highest = result.highest === null ? reading.value : Math.max(result.highest, reading.value);
    }
    const far = beyond(range, reading.value);
    const direction: Direction | null = far === 0 ? null : reading.value > range.upper ? 'high' : 'low';
    if (direction === null) {
      closeStretch();
      continue;
    }
    if (direction === 'high') result.minutesHigh += ms / MINUTE_MS;
    else result.minutesLow += ms / MINUTE_MS;
    const key = direction === 'high' ? 'peakHigh' : 'peakLow';
    const best = result[key];
    if (best === null || far > best.beyond) result[key] = { at: reading.at, value: reading.value, direction, beyond: far };
    // A silence (a span cut by the cap) breaks a stretch as a reading inside the range does.
    const current = stretch as OpenStretch | null;
    if (current && current.direction === direction) current.ms += ms;
    else {
      closeStretch();
      stretch = { direction, startedAt: begins, ms };
      result.stretches += 1;
    }
    if (ends < next && ends < to) closeStretch();
  }
  return { totals: result, stretch };
}

function closeInto(result: TimeOutOfRange, stretch: OpenStretch | null): void {
  if (stretch && (result.longest === null || stretch.ms / MINUTE_MS > result.longest.minutes)) {
    result.longest = { direction: stretch.direction, startedAt: stretch.startedAt, minutes: stretch.ms / MINUTE_MS };
  }
}

/** A pass's answer: its open stretch closed, minutes rounded to the thousandth. */
export function finishOutOfRange(state: OutOfRangeState): TimeOutOfRange {
  const result = { ...state.totals };
  closeInto(result, state.stretch);
  for (const key of ['minutesHigh', 'minutesLow', 'minutesCovered'] as const) result[key] = Math.round(result[key] * 1000) / 1000;
  return result;
}

/**
 * When a room's no-data alert opened (section 4), or null when it has none. Times in ms; `middayToday` is the
 * company's local midday of `now`'s day, `dayStart` its local midnight.
 */
export function noDataSince(input: {
  sensor: boolean;
  lastReadingAt: number | null;
  /** When the room was set to have a sensor (or created with one). */
  sensorSince: number;
  now: number;
  noDataMin: number;
  dayStart: number;
  middayToday: number;
}): number | null {
  if (input.sensor) {
    const since = Math.max(input.lastReadingAt ?? input.sensorSince, input.sensorSince) + input.noDataMin * MINUTE_MS;
    return input.now >= since ? since : null;
  }
  if (input.lastReadingAt !== null && input.lastReadingAt >= input.dayStart) return null;
  return input.now >= input.middayToday ? input.middayToday : null;
}

/** What a lot's receipt and page say about its stay (section 6); the app puts it in words. */
export type LotTemperatureSummary =
  | { kind: 'no_record' }
  | { kind: 'no_range'; lowest: number; highest: number }
  | { kind: 'throughout'; lower: number; upper: number }
  | {
      kind: 'out_of_range';
      lower: number;
      upper: number;
      longest: { direction: Direction; startedAt: number; minutes: number; limit: number };
      minutesHigh: number;
      minutesLow: number;
      stretches: number;
      /** The readings left gaps longer than the cap: "throughout" could not be said even without minutes out. */
      gaps: boolean;
    }
  | { kind: 'gaps'; lower: number; upper: number; minutesCovered: number; minutesStored: number };

/** A lot's record against its crop's safe range, from its check-in to its check-out (or now). */
export function lotTemperatureSummary(range: NumberRange | null, readings: readonly Reading[], storedFrom: number, storedTo: number, capMin: number): LotTemperatureSummary {
  return lotTemperatureRecord(range, readings, storedFrom, storedTo, capMin).summary;
}

/** The figures behind a lot's summary: what the lot's page shows beside the sentence. */
export interface LotTemperatureRecord {
  summary: LotTemperatureSummary;
  minutesHigh: number;
  minutesLow: number;
  /** Minutes the readings stand for (each capped). */
  minutesCovered: number;
  /** The reading farthest beyond the crop's range (either side), or null. */
  peak: Peak | null;
  lowest: number | null;
  highest: number | null;
}

/** A lot's whole record (section 6): its summary, minutes above and below, the peak, the extremes. */
export function lotTemperatureRecord(
  range: NumberRange | null,
  readings: readonly Reading[],
  storedFrom: number,
  storedTo: number,
  capMin: number,
  /** A pass over the stay up to `until` (a reading's time inside the stay): `readings` from the one taken then suffice. */
  carried: { until: number; state: OutOfRangeState } | null = null,
): LotTemperatureRecord {
  const spans = finishOutOfRange(lotRecordPass(range, readings, storedFrom, storedTo, capMin, carried));
  const { peakHigh, peakLow } = spans;
  const peak = peakHigh && peakLow ? (peakLow.beyond > peakHigh.beyond ? peakLow : peakHigh) : (peakHigh ?? peakLow);
  return { summary: summaryOf(range, spans, storedFrom, storedTo), minutesHigh: spans.minutesHigh, minutesLow: spans.minutesLow, minutesCovered: spans.minutesCovered, peak, lowest: spans.lowest, highest: spans.highest };
}

/** The pass behind lotTemperatureRecord, up to `storedTo`, unfinished (to be kept and gone on from). */
export function lotRecordPass(
  range: NumberRange | null,
  readings: readonly Reading[],
  storedFrom: number,
  storedTo: number,
  capMin: number,
  carried: { until: number; state: OutOfRangeState } | null = null,
): OutOfRangeState {
  const bounds = range ? { lower: range.min, upper: range.max } : { lower: -Infinity, upper: Infinity };
  const resume = carried && carried.until > storedFrom && carried.until <= storedTo ? carried : null;
  return timeOutOfRangeFrom(bounds, readings, resume ? resume.until : storedFrom, storedTo, capMin, resume?.state ?? null);
}

function summaryOf(range: NumberRange | null, spans: TimeOutOfRange, storedFrom: number, storedTo: number): LotTemperatureSummary {
  if (spans.minutesCovered === 0) return { kind: 'no_record' };
  // Without a range only readings taken during the stay are told (the one in force at check-in is not).
  if (!range) return spans.lowest === null || spans.highest === null ? { kind: 'no_record' } : { kind: 'no_range', lowest: spans.lowest, highest: spans.highest };
  const minutesStored = Math.max(0, (storedTo - storedFrom) / MINUTE_MS);
  // minutesCovered is rounded to the thousandth of a minute: compare within that.
  const gaps = spans.minutesCovered + 1e-3 < minutesStored;
  if (spans.longest) {
    return {
      kind: 'out_of_range',
      lower: range.min,
      upper: range.max,
      longest: { ...spans.longest, limit: spans.longest.direction === 'high' ? range.max : range.min },
      minutesHigh: spans.minutesHigh,
      minutesLow: spans.minutesLow,
      stretches: spans.stretches,
      gaps,
    };
  }
  return gaps ? { kind: 'gaps', lower: range.min, upper: range.max, minutesCovered: spans.minutesCovered, minutesStored } : { kind: 'throughout', lower: range.min, upper: range.max };
}

/** Whole hours and minutes of a duration (rounded to the minute): "2 h 10 min". */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
