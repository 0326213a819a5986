import { calendarDateIn, crateCharge, partFee, storageDays, type RateCard } from '@coldroom/domain';
import { lotRateCardOnDevice } from '../../lib/rateCardsOnDevice';
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

  describe('by the lot’s rate card (issue 29, docs/rent-rules.md §7)', () => {
    const tiered: RateCard = { basis: 'kg', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 35 }, { from_day: 8, rate_minor: 50 }], minimum: { per: 'lot', amount_minor: 20_000 } };
    /** A crate whose lot carries the tiered card (version 12), as the crate list gives it. */
    const withCard = (id: number, kg: number, lotCrates?: number) => {
      const crate = { ...storedCrate(id, kg, 0), checked_in_at: '2026-11-10T23:30:00Z', metric: 'kg' as const, pricing: { kind: 'daily' as const, rate_minor: 35 } };
      return { ...crate, ...(lotCrates ? { lot_crates: lotCrates } : {}), rate_card: lotRateCardOnDevice({ lotId: crate.lot_id, cropId: crate.crop_id, rateCardId: 12, card: tiered }, null) };
    };

    it('prices each crate with crateCharge, as the server, and a part as its share; the lot’s breakdown is the first line’s crate', () => {
      const crates = [withCard(1, 20.25, 2), withCard(2, 3, 2)];
      const preview = priceOnDevice(crates, { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: 1, weight_kg: 5 }, { crate_id: 2 }] }, at)!;
      // the check-in day in Lagos is 11 November: 12 days to 23 November
      const stay = { checked_in_on: calendarDateIn(crates[0]!.checked_in_at, 'Africa/Lagos'), days: storageDays(crates[0]!.checked_in_at, at, 'Africa/Lagos') };
      expect(stay).toEqual({ checked_in_on: '2026-11-11', days: 12 });
      const first = crateCharge(tiered, stay, 20_250, 2);
      const second = crateCharge(tiered, stay, 3_000, 2);
      // 7 × 35 + 5 × 50 = 495 a kg; × 20.25 = 10,023.75 → 10,024; the second crate's 1,485 is raised to its share of the lot's minimum, 10,000
      expect([first.fee_minor, second.fee_minor, second.minimum_applied]).toEqual([10_024, 10_000, true]);
      expect(preview.lines.map((line) => [line.days, line.fee_minor, line.line_minor])).toEqual([
        [12, first.fee_minor, partFee(first.fee_minor, 20_250, 5_000)],
        [12, second.fee_minor, second.fee_minor],
      ]);
      expect(preview.total_minor).toBe(partFee(10_024, 20_250, 5_000) + 10_000);
      expect(preview.rate_cards).toHaveLength(1);
      expect(preview.rate_cards![0]!.example).toMatchObject({ crate_id: 1, days: 12, weight_kg: 20.25, unit_minor: 495, fee_minor: 10_024, lines: first.lines });
    });

    it('counts a lot of one crate when the crate list does not say how many it had', () => {
      const preview = priceOnDevice([withCard(2, 3)], { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: 2 }] }, at)!;
      expect(preview.lines[0]!.fee_minor).toBe(20_000);
    });

    it('a lot billed by its own price (no version) keeps the plain price', () => {
      const crate = { ...storedCrate(1, 20, 30_000), rate_card: lotRateCardOnDevice({ lotId: 9, cropId: 'tomato', rateCardId: null, card: { basis: 'crate', period: 'once', rate_minor: 30_000 } }, null) };
      const preview = priceOnDevice([crate], { cooling_unit_id: 4, farmer_id: 3, lines: [{ crate_id: 1 }] }, at)!;
      expect(preview.lines[0]!.line_minor).toBe(30_000);
      expect(preview.rate_cards![0]!.example!.lines).toEqual([{ kind: 'once', amount_minor: 30_000 }]);
    });
  });
});
