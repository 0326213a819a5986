import type { CoolingUnit } from '@coldroom/contract';
import { feeForDays, kgToGrams, plannedFee, type FeeBasis } from '@coldroom/domain';
import { newLot, type CheckInValues, type CrateValues, type LotValues } from './checkInForm';
import { estimateCheckIn, estimateLot } from './estimate';

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
