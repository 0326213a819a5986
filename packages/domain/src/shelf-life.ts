/**
 * Shelf life and time to pick up (domain-rules §6). Quality q (100 = just harvested, 20 = no longer
 * sellable) decays first-order at an Arrhenius rate k(T) = k0 · exp(−Ea / (R · T)).
 *
 * Where the rules leave room, decided here:
 * - Readings are step-wise: each holds from its time until the next one. Before the first reading
 *   of the room (a lot checked in before any reading exists) the first reading applies, because
 *   the nearest measurement is a better guess than none, and the rules only call the estimate
 *   unknown when there is no reading at all.
 * - Readings after the moment asked about are ignored, so an estimate for a past moment does not
 *   change when later readings arrive.
 * - Without a reading, without constants, or without an initial quality, the answer is null
 *   ("unknown"), never a guess.
 */
import { toInstant, type InstantInput } from './dates';

export const GAS_CONSTANT_J_PER_MOL_K = 8.314;
export const SECONDS_PER_DAY = 86_400;
export const KELVIN_AT_ZERO_CELSIUS = 273.15;
/** Quality below which produce cannot be sold. */
export const UNSELLABLE_QUALITY = 20;
/** After pick-up the farmer needs about half a day at 30 °C to sell. */
export const SELLING_TEMPERATURE_C = 30;
export const SELLING_DAYS = 0.5;
/** T_room is the mean of the readings of the last 6 hours. */
export const ROOM_TEMPERATURE_WINDOW_MS = 6 * 3_600_000;
/** Under 2 days left, the operator and the farmer are told to pick up. */
export const PICKUP_NOTICE_DAYS = 2;

export interface Kinetics {
  /** k0, the pre-exponential factor, in 1/s (crop-kinetics.csv `dependent_constant`). */
  k0_per_second: number;
  /** Ea in J/mol (crop-kinetics.csv `activation_energy_constant`). */
  activation_energy_j_per_mol: number;
}

export interface TemperatureReading {
  at: InstantInput;
  temperature_c: number;
}

export function rateConstantPerSecond(kinetics: Kinetics, temperatureC: number): number {
  assertKinetics(kinetics);
  assertTemperature(temperatureC);
  const kelvin = temperatureC + KELVIN_AT_ZERO_CELSIUS;
  return kinetics.k0_per_second * Math.exp(-kinetics.activation_energy_j_per_mol / (GAS_CONSTANT_J_PER_MOL_K * kelvin));
}

export function rateConstantPerDay(kinetics: Kinetics, temperatureC: number): number {
  return rateConstantPerSecond(kinetics, temperatureC) * SECONDS_PER_DAY;
}

/** q_th = 20 · exp(k(30 °C) · 0.5 day): the quality that still leaves half a day to sell at 30 °C. */
export function pickupThreshold(kinetics: Kinetics): number {
  return UNSELLABLE_QUALITY * Math.exp(rateConstantPerDay(kinetics, SELLING_TEMPERATURE_C) * SELLING_DAYS);
}

/** Days until quality q falls to the pick-up threshold at a constant temperature (0 when already there). */
export function daysToPickupAt(kinetics: Kinetics, quality: number, temperatureC: number): number {
  if (!(quality > 0)) return 0;
  const days = Math.log(quality / pickupThreshold(kinetics)) / rateConstantPerDay(kinetics, temperatureC);
  return Math.max(0, days);
}

interface Step {
  time: number;
  temperatureC: number;
}

/** Readings up to a moment, oldest first, validated. */
function readingsUpTo(readings: readonly TemperatureReading[], until: number): Step[] {
  const steps: Step[] = [];
  for (const reading of readings) {
    const time = toInstant(reading.at).getTime();
    if (time > until) continue;
    assertTemperature(reading.temperature_c);
    steps.push({ time, temperatureC: reading.temperature_c });
  }
  return steps.sort((a, b) => a.time - b.time);
}

/**
 * T_room at a moment: the mean of the readings of the 6 hours up to it, else the latest reading
 * before it, else null.
 */
export function roomTemperature(readings: readonly TemperatureReading[], at: InstantInput): number | null {
  const until = toInstant(at).getTime();
  const steps = readingsUpTo(readings, until);
  const recent = steps.filter((step) => step.time >= until - ROOM_TEMPERATURE_WINDOW_MS);
  if (recent.length > 0) return recent.reduce((sum, step) => sum + step.temperatureC, 0) / recent.length;
  return steps[steps.length - 1]?.temperatureC ?? null;
}

/**
 * What is known of a lot's exposure so far (Σ k(T_i) · Δt_i from its check-in up to `until`), so that a long
 * stay need not be summed again from its first reading: the sum goes on from `until` with the reading in
 * force then. Exact: the sum over [start, until] plus the sum over [until, end] is the sum over [start, end].
 */
export interface CarriedExposure {
  until: InstantInput;
  exposure: number;
}

export interface QualityInput {
  kinetics: Kinetics | null | undefined;
  /** The crop's initial quality for the lot's harvest choice (100 = harvested today). */
  initial_quality: number | null | undefined;
  checked_in_at: InstantInput;
  at: InstantInput;
  /** The room's readings; with `carried`, those from the one in force at its `until` suffice. */
  readings: readonly TemperatureReading[];
  /** The exposure from check-in up to a moment, when known; used only when that moment lies in the stay. */
  carried?: CarriedExposure | null | undefined;
}

/**
 * Σ k(T_i) · Δt_i over [start, end] (dimensionless), each reading holding until the next, the one in force at
 * `start` (else the first) from `start`. Null without a reading up to `end`; 0 for an empty interval.
 */
export function exposureBetween(kinetics: Kinetics, readings: readonly TemperatureReading[], start: InstantInput, end: InstantInput): number | null {
  const from = toInstant(start).getTime();
  const until = toInstant(end).getTime();
  const steps = readingsUpTo(readings, until);
  const first = steps[0];
  if (!first) return null;
  if (until <= from) return 0;
  let exposure = 0;
  let cursor = from;
  let temperature = first.temperatureC;
  for (const step of steps) {
    if (step.time <= from) {
      temperature = step.temperatureC; // the reading in force at the start
      continue;
    }
    exposure += rateConstantPerSecond(kinetics, temperature) * ((step.time - cursor) / 1000);
    cursor = step.time;
    temperature = step.temperatureC;
  }
  return exposure + rateConstantPerSecond(kinetics, temperature) * ((until - cursor) / 1000);
}

/** Quality at a moment: q0 · exp(−Σ k(T_i) · Δt_i) since check-in; null when it cannot be known. */
export function qualityAt(input: QualityInput): number | null {
  const { kinetics, initial_quality: q0 } = input;
  if (!kinetics || q0 === null || q0 === undefined) return null;
  assertQuality(q0);
  const start = toInstant(input.checked_in_at).getTime();
  const end = toInstant(input.at).getTime();
  const carried = input.carried;
  const carriedUntil = carried ? toInstant(carried.until).getTime() : Number.NaN;
  const useCarried = carried && carriedUntil > start && carriedUntil <= end && carried.exposure >= 0 && Number.isFinite(carried.exposure);
  const rest = exposureBetween(kinetics, input.readings, useCarried ? carriedUntil : start, end);
  if (rest === null) return null; // no reading up to the moment
  if (end <= start || q0 === 0) return q0;
  return q0 * Math.exp(-((useCarried ? carried.exposure : 0) + rest));
}

export interface PickupEstimate {
  quality: number;
  threshold: number;
  room_temperature_c: number;
  /** Days left to pick up at the room's current temperature, never negative. */
  days_left: number;
}

/** Time to pick up now: max(0, ln(q / q_th) ÷ k(T_room)); null when unknown. */
export function timeToPickup(input: Omit<QualityInput, 'at'> & { now: InstantInput }): PickupEstimate | null {
  const quality = qualityAt({ ...input, at: input.now });
  const roomTemperatureC = roomTemperature(input.readings, input.now);
  if (quality === null || roomTemperatureC === null || !input.kinetics) return null;
  return {
    quality,
    threshold: pickupThreshold(input.kinetics),
    room_temperature_c: roomTemperatureC,
    days_left: daysToPickupAt(input.kinetics, quality, roomTemperatureC),
  };
}

export type PickupUrgency = 'unknown' | 'urgent' | 'soon' | 'ok';

/** For colours: urgent ≤ 2 days (red), soon ≤ 7 (amber), ok above (green), unknown (grey). */
export function pickupUrgency(daysLeft: number | null | undefined): PickupUrgency {
  if (daysLeft === null || daysLeft === undefined || Number.isNaN(daysLeft)) return 'unknown';
  if (daysLeft <= PICKUP_NOTICE_DAYS) return 'urgent';
  return daysLeft <= 7 ? 'soon' : 'ok';
}

/** Whether a lot is due a time-to-pick-up notification: under 2 days left. */
export function needsPickupNotice(daysLeft: number | null | undefined): boolean {
  return daysLeft !== null && daysLeft !== undefined && daysLeft < PICKUP_NOTICE_DAYS;
}

export interface QualityPoint {
  day: number;
  quality: number;
}

/**
 * The quality curve at a constant temperature, for the model page: `points` evenly spaced points
 * from day 0 to `days` (by default until quality reaches 20, at most two years).
 */
export function qualityCurve(
  kinetics: Kinetics,
  initialQuality: number,
  temperatureC: number,
  options: { days?: number; points?: number } = {},
): QualityPoint[] {
  assertQuality(initialQuality);
  const k = rateConstantPerDay(kinetics, temperatureC);
  const untilUnsellable = initialQuality > UNSELLABLE_QUALITY ? Math.log(initialQuality / UNSELLABLE_QUALITY) / k : 1;
  const days = options.days ?? Math.min(730, Math.max(1, Math.ceil(untilUnsellable)));
  const points = options.points ?? 50;
  if (!(days > 0) || !Number.isFinite(days)) throw new RangeError(`A curve needs a positive number of days: ${days}`);
  if (!Number.isInteger(points) || points < 2) throw new RangeError(`A curve needs at least 2 points: ${points}`);
  return Array.from({ length: points }, (_, i) => {
    const day = (days * i) / (points - 1);
    return { day, quality: initialQuality * Math.exp(-k * day) };
  });
}

function assertKinetics(kinetics: Kinetics): void {
  const { k0_per_second: k0, activation_energy_j_per_mol: ea } = kinetics;
  if (!(k0 > 0) || !Number.isFinite(k0) || !(ea > 0) || !Number.isFinite(ea)) {
    throw new RangeError(`Kinetic constants must be positive numbers: k0 ${k0}, Ea ${ea}`);
  }
}

function assertTemperature(temperatureC: number): void {
  // Colder than absolute zero or not a number: a bug upstream, not a reading.
  if (!Number.isFinite(temperatureC) || temperatureC <= -KELVIN_AT_ZERO_CELSIUS) {
    throw new RangeError(`Not a temperature in °C: ${temperatureC}`);
  }
}

function assertQuality(quality: number): void {
  if (!Number.isFinite(quality) || quality < 0) throw new RangeError(`Not a quality: ${quality}`);
}
