import type { CoolingUnit } from '@coldroom/contract';
import { crateCharge, feeForDays, kgToGrams, plannedFee, type FeeBasis, type RateCard } from '@coldroom/domain';
import { newLot, type CheckInValues, type CrateValues, type LotValues } from './checkInForm';
import { estimateCheckIn, estimateLot, todayIn } from './estimate';

/** Only what the estimate reads of a room. */
function room(metric: 'crates' | 'kg', crops: CoolingUnit['crops'], currency = 'NGN'): CoolingUnit {
  return { metric, crops, currency, standard_crate_weight_kg: 25 } as unknown as CoolingUnit;
}

const crate = (weight: string, plannedDays = ''): CrateValues => ({ weight, tag: '', plannedDays });
const lot = (crop: string, crates: CrateValues[]): LotValues => ({ ...newLot(), crop, crates });
const values = (...lots: LotValues[]): CheckInValues => ({ walkIn: true, farmer: null, roomId: 1, lots });

describe('the check-in fee estimate is the domain fee', () => {
  const cratesRoom = room('crates', [
    { crop: 'tomato', pricing: 'daily', rate: 10_000 },
    { crop: 'onion', pricing: 'fixed', rate: 30_000 },
  ]);
  const kgRoom = room('kg', [{ crop: 'okra', pricing: 'daily', rate: 455 }]);

  it('daily per crate: planned days × rate for each crate, unplanned crates one day', () => {
    const estimate = estimateLot(lot('tomato', [crate('25', '5'), crate('20', '0'), crate('22')]), cratesRoom)!;
    const basis: FeeBasis = { pricing: { kind: 'daily', rate_minor: 10_000 }, metric: 'crates', weight_grams: 0 };
    expect(estimate.plannedMinor).toBe(plannedFee(basis, 5) + plannedFee(basis, 0) + plannedFee(basis, null));
    expect(estimate.plannedMinor).toBe(70_000);
    expect(estimate.oneDayMinor).toBe(3 * feeForDays(basis, 1));
    expect(estimate.grams).toBe(67_000);
    expect(estimate.complete).toBe(true);
  });

  it('fixed per crate: once, whatever the days', () => {
    const estimate = estimateLot(lot('onion', [crate('25', '30'), crate('25', '2')]), cratesRoom)!;
    expect(estimate.plannedMinor).toBe(60_000);
    expect(estimate.oneDayMinor).toBe(60_000);
  });

  it('daily per kg: weight × days × rate, rounded up once per crate as the server does', () => {
    const estimate = estimateLot(lot('okra', [crate('12.345', '3'), crate('7,5', '2')]), kgRoom)!;
    const basis = (kg: string): FeeBasis => ({ pricing: { kind: 'daily', rate_minor: 455 }, metric: 'kg', weight_grams: kgToGrams(kg) });
    expect(estimate.plannedMinor).toBe(plannedFee(basis('12.345'), 3) + plannedFee(basis('7.5'), 2));
    // 12.345 kg × 3 days × 455 = 16 850.925 → 16 851; 7.5 × 2 × 455 = 6 825
    expect(estimate.plannedMinor).toBe(16_851 + 6_825);
  });

  it('a kg room cannot price a crate without a valid weight; the estimate says it is partial', () => {
    const estimate = estimateLot(lot('okra', [crate('10', '1'), crate('', '1'), crate('600', '1')]), kgRoom)!;
    expect(estimate.plannedMinor).toBe(4_550);
    expect(estimate.complete).toBe(false);
  });

  it('a lot whose crop has no price in the room is left out, and the whole is partial', () => {
    const whole = estimateCheckIn(values(lot('tomato', [crate('25', '2')]), lot('okra', [crate('25', '2')])), cratesRoom);
    expect(whole.lots[1]).toBeNull();
    expect(whole.plannedMinor).toBe(20_000);
    expect(whole.crates).toBe(2);
    expect(whole.complete).toBe(false);
    expect(whole.currency).toBe('NGN');
  });

  it('sums several lots', () => {
    const whole = estimateCheckIn(values(lot('tomato', [crate('25', '2')]), lot('onion', [crate('25', '9')])), cratesRoom);
    expect(whole.plannedMinor).toBe(20_000 + 30_000);
    expect(whole.oneDayMinor).toBe(10_000 + 30_000);
    expect(whole.complete).toBe(true);
  });
});

describe('the check-in estimate with the room’s rate cards (issue 29, docs/rent-rules.md §7)', () => {
  const tiered: RateCard = { basis: 'quintal', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 300 }, { from_day: 8, rate_minor: 500 }], grace_days: 2 };
  const seasonal: RateCard = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } };
  const cardsRoom = {
    ...room('kg', [{ crop: 'potato', pricing: 'daily', rate: 300 }], 'INR'),
    time_zone: 'Asia/Kolkata',
    rate_cards: [
      { crop: 'potato', id: 3, version: 2, effective_from: '2026-01-01', card: tiered },
      { crop: 'potato', id: 4, version: 3, effective_from: '2026-12-01', card: seasonal },
      { crop: 'onion', id: 5, version: 4, effective_from: '2026-01-01', card: seasonal },
    ],
  } as CoolingUnit;

  it('prices each crate with the card in force on the day, through crateCharge, for its planned days', () => {
    const estimate = estimateLot(lot('potato', [crate('80', '20'), crate('45.5', '')]), cardsRoom, '2026-11-28')!;
    const expected = crateCharge(tiered, { checked_in_on: '2026-11-28', days: 20 }, 80_000).fee_minor + crateCharge(tiered, { checked_in_on: '2026-11-28', days: 1 }, 45_500).fee_minor;
    // 18 days charged: 7 × 300 + 11 × 500 = 7,600 a quintal × 0.8 = 6,080; the unplanned crate's one day is in the grace
    expect(expected).toBe(6_080);
    expect(estimate.plannedMinor).toBe(expected);
    expect(estimate.oneDayMinor).toBe(0);
    expect(estimate.rateCard).toMatchObject({ rate_card_id: 3, example: { days: 20, weight_kg: 80, units: 0.8, unit_minor: 7_600, fee_minor: 6_080 } });
  });

  it('takes a later version from its date, and the plain price when the room answer has no card', () => {
    const estimate = estimateLot(lot('potato', [crate('50', '45')]), cardsRoom, '2026-12-05')!;
    expect(estimate.plannedMinor).toBe(crateCharge(seasonal, { checked_in_on: '2026-12-05', days: 45 }, 50_000).fee_minor);
    expect(estimate.rateCard!.rate_card_id).toBe(4);
    const plain = estimateLot(lot('potato', [crate('50', '2')]), room('kg', [{ crop: 'potato', pricing: 'daily', rate: 300 }], 'INR'), '2026-12-05')!;
    expect(plain.plannedMinor).toBe(30_000);
    expect(plain.rateCard).toBeNull();
  });

  it('counts today in the company’s zone', () => {
    expect(todayIn({ time_zone: 'Asia/Kolkata' }, new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28');
    expect(todayIn({}, new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-27');
  });
});
