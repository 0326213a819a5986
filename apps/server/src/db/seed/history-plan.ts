import type { PaymentMethod, PricingType } from '@coldroom/contract';
import { checkoutLine, checkoutTotal, cropById, initialQualityFor, movementCode, type HarvestChoice, type RoomMetric } from '@coldroom/domain';
import type { DemoRandom } from './random';

/**
 * A few months of a demo room's life, simulated day by day without a database: farmers bring crates in
 * the afternoon (when they fit), crates leave in the morning once their stay is over, sometimes a crate
 * only in part, and each check-out is priced with the domain fee rules. The result is inserted in bulk.
 */
export const HISTORY_DAYS = 120;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const LAGOS_OFFSET = HOUR; // the demo companies are in Africa/Lagos (UTC+1, no daylight saving)

export interface PlannedCrate {
  tag: string;
  grams: number;
  plannedDays: number | null;
  current: number;
  billed: number;
  checkedInAt: Date;
  /** When it is due to leave; null: it stays. */
  leaveAt: number | null;
  farmerId: number;
  lot: PlannedLot;
  checkInCode: string;
}
export interface PlannedLot {
  position: number;
  cropCode: string;
  pricing: PricingType;
  rate: number;
  harvest: HarvestChoice;
  initialQuality: number | null;
  crates: PlannedCrate[];
}
export interface PlannedMove {
  code: string;
  time: Date;
  farmerId: number;
  operatorUserId: number;
}
export interface PlannedCheckIn extends PlannedMove {
  lots: PlannedLot[];
}
export interface PlannedLine {
  crate: PlannedCrate;
  gramsBefore: number;
  grams: number;
  days: number;
  fee: number;
  due: number;
  line: number;
}
export interface PlannedCheckOut extends PlannedMove {
  lines: PlannedLine[];
  subtotal: number;
  discount: number;
  total: number;
  method: PaymentMethod;
  paid: boolean;
}

export interface RoomInput {
  metric: RoomMetric;
  capacity: number;
  crops: readonly (readonly [string, PricingType, number])[];
  farmers: readonly number[];
  operators: readonly number[];
  /** Lots that arrive `daysAgo` before now and stay (the demo farmer's crates in storage). */
  staying?: readonly { farmerId: number; crop: string; weights: number[]; daysAgo: number; plannedDays: number }[];
}

const METHODS: readonly (readonly [PaymentMethod, number])[] = [
  ['cash', 45], ['mobile_money', 20], ['bank_transfer', 12], ['ussd', 9], ['card', 7], ['qr_code', 7],
];
const HARVESTS: readonly (readonly [HarvestChoice, number])[] = [['today', 50], ['yesterday', 30], ['day_before_yesterday', 15], ['earlier', 5]];

export function planRoom(room: RoomInput, random: DemoRandom, codes: Set<string>, now: number): { checkIns: PlannedCheckIn[]; checkOuts: PlannedCheckOut[] } {
  const checkIns: PlannedCheckIn[] = [];
  const checkOuts: PlannedCheckOut[] = [];
  let stored: PlannedCrate[] = [];
  const code = () => {
    for (;;) {
      const next = movementCode(random.bytes);
      if (codes.has(next)) continue;
      codes.add(next);
      return next;
    }
  };
  const fits = (crates: number, grams: number) =>
    room.metric === 'crates'
      ? stored.length + crates <= room.capacity
      : stored.reduce((sum, c) => sum + c.current, 0) + grams <= room.capacity * 1000;

  const checkIn = (time: number, farmerId: number, lots: { crop: string; weights: number[]; plannedDays: () => number | null }[], stays: boolean) => {
    const move: PlannedCheckIn = { code: code(), time: new Date(time), farmerId, operatorUserId: random.pick(room.operators), lots: [] };
    for (const [position, wanted] of lots.entries()) {
      const [cropCode, pricing, rate] = room.crops.find(([c]) => c === wanted.crop)!;
      const harvest = random.weighted(HARVESTS);
      const crop = cropById(cropCode);
      const lot: PlannedLot = { position, cropCode, pricing, rate, harvest, initialQuality: crop ? initialQualityFor(crop, harvest) : null, crates: [] };
      wanted.weights.forEach((grams, i) => {
        const plannedDays = wanted.plannedDays();
        const stay = Math.max(1, (plannedDays ?? 5) + random.int(-2, 3));
        const leaveAt = stays || time + stay * DAY > now ? null : time + stay * DAY;
        const crate: PlannedCrate = { tag: `${String.fromCharCode(65 + position)}${i + 1}`, grams, plannedDays, current: grams, billed: 0, checkedInAt: new Date(time), leaveAt, farmerId, lot, checkInCode: move.code };
        lot.crates.push(crate);
        stored.push(crate);
      });
      move.lots.push(lot);
    }
    checkIns.push(move);
  };

  const checkOut = (time: number, farmerId: number, crates: PlannedCrate[]) => {
    const lines = crates.map((crate) => {
      // Now and then a farmer takes only part of a crate; the rest leaves two days later.
      const part = crates.length > 1 && random.chance(0.08) ? Math.round(crate.current / 200) * 100 : crate.current;
      const priced = checkoutLine({
        pricing: { kind: crate.lot.pricing, rate_minor: crate.lot.rate },
        metric: room.metric,
        weight_grams: crate.current,
        checked_in_at: crate.checkedInAt,
        at: time,
        time_zone: 'Africa/Lagos',
        paid_minor: room.metric === 'kg' ? 0 : crate.billed,
        part_grams: part,
      });
      const line: PlannedLine = { crate, gramsBefore: crate.current, grams: part, days: priced.days, fee: priced.fee_minor, due: priced.due_minor, line: priced.line_minor };
      crate.current -= part;
      crate.billed += priced.line_minor;
      if (crate.current > 0) crate.leaveAt = time + 2 * DAY > now ? null : time + 2 * DAY;
      return line;
    });
    const subtotal = checkoutTotal(lines.map((l) => l.line));
    const gross = subtotal.ok ? subtotal.subtotal_minor : 0;
    const discount = random.chance(0.2) ? Math.min(gross, Math.round((gross * 0.05) / 100) * 100) : 0;
    checkOuts.push({ code: code(), time: new Date(time), farmerId, operatorUserId: random.pick(room.operators), lines, subtotal: gross, discount, total: gross - discount, method: random.weighted(METHODS), paid: random.chance(0.85) });
    stored = stored.filter((c) => c.current > 0);
  };

  const cropCodes = room.crops.map(([c]) => c);
  for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
    const midnight = Math.floor((now - day * DAY + LAGOS_OFFSET) / DAY) * DAY - LAGOS_OFFSET;
    const leaving = stored.filter((c) => c.leaveAt !== null && c.leaveAt < midnight + DAY);
    for (const [i, farmerId] of [...new Set(leaving.map((c) => c.farmerId))].entries()) {
      checkOut(midnight + 9 * HOUR + i * 11 * 60_000 + random.int(0, 600) * 1000, farmerId, leaving.filter((c) => c.farmerId === farmerId));
    }
    const arrivals = random.weighted([[0, 40], [1, 45], [2, 15]] as const);
    for (let n = 0; n < arrivals; n += 1) {
      const crops = random.chance(0.2) && cropCodes.length > 1 ? [cropCodes[0]!, random.pick(cropCodes.slice(1))] : [random.pick(cropCodes)];
      const lots = crops.map((crop) => ({
        crop,
        weights: Array.from({ length: room.metric === 'crates' ? random.int(2, 8) : random.int(1, 5) }, () =>
          room.metric === 'crates' ? random.int(180, 280) * 100 : random.int(250, 600) * 100,
        ),
        plannedDays: () => (random.chance(0.1) ? null : random.int(3, 14)),
      }));
      const grams = lots.flatMap((l) => l.weights).reduce((a, b) => a + b, 0);
      if (!fits(lots.reduce((sum, l) => sum + l.weights.length, 0), grams)) continue;
      checkIn(midnight + 13 * HOUR + n * 90 * 60_000 + random.int(0, 3600) * 1000, random.pick(room.farmers), lots, false);
    }
  }
  // An hour before this time of day, `daysAgo` days back, but never across a local midnight: the lot is
  // then exactly `daysAgo` calendar days old in the company's zone, whatever the hour of the run.
  const sinceLocalMidnight = (now + LAGOS_OFFSET) % DAY;
  for (const lot of room.staying ?? []) {
    checkIn(now - lot.daysAgo * DAY - Math.min(HOUR, sinceLocalMidnight / 2), lot.farmerId, [{ crop: lot.crop, weights: lot.weights.map((kg) => kg * 1000), plannedDays: () => lot.plannedDays }], true);
  }
  return { checkIns, checkOuts };
}
