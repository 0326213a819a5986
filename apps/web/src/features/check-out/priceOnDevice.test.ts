import { storedCrate } from '../../test/operations';
import { priceOnDevice } from './priceOnDevice';

describe('a check-out priced on the device, with no network', () => {
  const at = new Date('2026-11-23T10:00:00Z');

  it('charges the due of whole crates and the share of a part, less the discount', () => {
    const crates = [storedCrate(1, 20, 30_000), { ...storedCrate(2, 10, 8_000), paid_towards_minor: 2_000 }];
    const preview = priceOnDevice(crates, { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: 1, weight_kg: 5 }, { crate_id: 2 }], discount_minor: 500 }, at)!;
    expect(preview.lines.map((line) => [line.crate_id, line.due_minor, line.line_minor, line.whole, line.remaining_weight_kg])).toEqual([
      [1, 30_000, 7_500, false, 15],
      [2, 6_000, 6_000, true, 0],
    ]);
    expect(preview).toMatchObject({ subtotal_minor: 13_500, max_discount_minor: 13_500, discount_minor: 500, total_minor: 13_000, currency: 'NGN', at: at.toISOString() });
  });

  it('daily prices count the calendar days in the company time zone', () => {
    const crate = { ...storedCrate(1, 20, 0), pricing: { kind: 'daily' as const, rate_minor: 1_000 }, checked_in_at: '2026-11-20T09:00:00Z' };
    const [line] = priceOnDevice([crate], { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: 1 }] }, at)!.lines;
    expect(line!.days).toBe(3);
    expect(line!.line_minor).toBe(3_000);
  });

  it('knows nothing of a crate it has not seen, nor of a part heavier than what is left', () => {
    const crates = [storedCrate(1, 20)];
    expect(priceOnDevice(crates, { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: 9 }] }, at)).toBeNull();
    expect(priceOnDevice(crates, { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: 1, weight_kg: 21 }] }, at)).toBeNull();
  });
});
