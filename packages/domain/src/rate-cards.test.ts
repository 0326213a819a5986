import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetweenDates } from './dates';
import { feeForDays, partFee, type Pricing } from './fees';
import { crateCharge, pricingToCard, rateCardProblems, unitPrice, type RateCard, type Stay } from './rate-cards';

// Every worked example of docs/rent-rules.md §5, then the properties of §4 over generated cards.

/** A stay from check-in date to check-out date (days stored as domain-rules §5 counts them). */
const stay = (from: string, to: string): Stay => ({ checked_in_on: from, days: Math.max(1, daysBetweenDates(from, to)) });
const days = (count: number, from = '2026-03-01'): Stay => ({ checked_in_on: from, days: count });

describe('the worked examples of docs/rent-rules.md', () => {
  it('1. daily per crate (today\'s daily): 3 crates 1–11 March at ₦100.00 → ₦3,000.00', () => {
    const card: RateCard = { basis: 'crate', period: 'day', rate_minor: 10_000 };
    const s = stay('2026-03-01', '2026-03-11');
    expect(s.days).toBe(10);
    const fees = [20_000, 21_000, 19_500].map((g) => crateCharge(card, s, g).fee_minor);
    expect(fees).toEqual([100_000, 100_000, 100_000]);
    expect(fees.reduce((a, b) => a + b)).toBe(300_000);
  });

  it('2. fixed per kg: 25.5 kg at ₦3.00 once → ₦76.50, whatever the days', () => {
    const card: RateCard = { basis: 'kg', period: 'once', rate_minor: 300 };
    for (const d of [1, 10, 200]) expect(crateCharge(card, days(d), 25_500).fee_minor).toBe(7_650);
  });

  it('3. daily per kg rounded once: 20.25 kg × 7 days at ₹0.35 → ₹49.62', () => {
    expect(crateCharge({ basis: 'kg', period: 'day', rate_minor: 35 }, days(7), 20_250).fee_minor).toBe(4_962);
  });

  const rabi: RateCard = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } };

  it('4. seasonal per quintal inside the season: 50 kg, 10 March–20 October → ₹120.00', () => {
    const s = stay('2026-03-10', '2026-10-20');
    expect(s.days).toBe(224);
    const charge = crateCharge(rabi, s, 50_000);
    expect(charge.fee_minor).toBe(12_000);
    expect(charge.lines).toEqual([{ kind: 'season', name: 'Rabi', year: 2026, days: 224, amount_minor: 24_000 }]);
  });

  it('5. a season crossing: 80 kg, 1 October–15 November → ₹236.80', () => {
    const s = stay('2026-10-01', '2026-11-15');
    expect(s.days).toBe(45);
    const charge = crateCharge(rabi, s, 80_000);
    expect(charge.unit_minor).toBe(29_600);
    expect(charge.fee_minor).toBe(23_680);
    expect(charge.lines[1]).toMatchObject({ kind: 'after_season', days: 14, periods: 14, amount_minor: 5_600 });
  });

  it('6. a tier boundary: ₦50 days 1–7, ₦80 days 8–30, ₦150 from day 31 → ₦350, ₦430, ₦3,690', () => {
    const card: RateCard = { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }, { from_day: 31, rate_minor: 15_000 }] };
    expect(crateCharge(card, days(7), 10_000).fee_minor).toBe(35_000);
    expect(crateCharge(card, days(8), 10_000).fee_minor).toBe(43_000);
    const long = crateCharge(card, days(40), 10_000);
    expect(long.fee_minor).toBe(369_000);
    expect(long.lines.map((l) => (l.kind === 'rate' ? [l.from_day, l.to_day] : null))).toEqual([[1, 7], [8, 30], [31, 40]]);
  });

  it('7. first week flat, then daily: ₦300 for 7 days, then ₦60 a day → ₦300 at 5 days, ₦600 at 12', () => {
    const card: RateCard = { basis: 'crate', period: 'day', rate_minor: 6_000, first_period: { days: 7, amount_minor: 30_000 } };
    expect(crateCharge(card, days(5), 10_000).fee_minor).toBe(30_000);
    expect(crateCharge(card, days(12), 10_000).fee_minor).toBe(60_000);
  });

  it('8. a minimum and grace days together: ₦40 a day, 2 grace days, minimum ₦150 → ₦0, ₦150, ₦160', () => {
    const card: RateCard = { basis: 'crate', period: 'day', rate_minor: 4_000, grace_days: 2, minimum: { per: 'crate', amount_minor: 15_000 } };
    expect(crateCharge(card, days(2), 10_000)).toMatchObject({ fee_minor: 0, charged_days: 0, minimum_applied: false });
    expect(crateCharge(card, days(3), 10_000)).toMatchObject({ fee_minor: 15_000, charged_days: 1, minimum_applied: true });
    expect(crateCharge(card, days(6), 10_000)).toMatchObject({ fee_minor: 16_000, minimum_applied: false });
  });

  it('9. a part check-out of a kg lot: 12.5 kg of a 30 kg crate after 10 days at ₦2.00 → ₦250.00', () => {
    const due = crateCharge({ basis: 'kg', period: 'day', rate_minor: 200 }, days(10), 30_000).fee_minor;
    expect(due).toBe(60_000);
    expect(partFee(due, 30_000, 12_500)).toBe(25_000);
  });

  it('10. a currency without minor units (XOF): 33.35 kg at 25 a kg a week for 10 days → 1,668; 2 crates × 9 days × 150 → 2,700', () => {
    expect(crateCharge({ basis: 'kg', period: 'week', rate_minor: 25 }, days(10), 33_350).fee_minor).toBe(1_668);
    const perCrate = crateCharge({ basis: 'crate', period: 'day', rate_minor: 150 }, days(9), 5_000).fee_minor;
    expect(perCrate * 2).toBe(2_700);
  });

  it('11. monthly per 50 kg bag: a 40 kg crate for 45 days at ₹90.00 → ₹144.00', () => {
    expect(crateCharge({ basis: 'bag', bag_grams: 50_000, period: 'month', rate_minor: 9_000 }, days(45), 40_000).fee_minor).toBe(14_400);
  });

  it('12. a minimum per lot: ₦500 shared by 3 crates → ₦166.67 each, ₦500.01 the lot', () => {
    const card: RateCard = { basis: 'crate', period: 'day', rate_minor: 2_000, minimum: { per: 'lot', amount_minor: 50_000 } };
    const fees = [0, 1, 2].map(() => crateCharge(card, days(2), 10_000, 3).fee_minor);
    expect(fees).toEqual([16_667, 16_667, 16_667]);
    expect(fees.reduce((a, b) => a + b)).toBe(50_001);
  });

  it('13. two seasons touched: 100 kg, 20 October 2026–5 February 2027 → ₹900.00', () => {
    const card: RateCard = { ...rabi, period: 'week', rate_minor: 3_000 };
    const s = stay('2026-10-20', '2027-02-05');
    expect(s.days).toBe(108);
    const charge = crateCharge(card, s, 100_000);
    expect(charge.fee_minor).toBe(90_000);
    expect(charge.lines).toEqual([
      { kind: 'season', name: 'Rabi', year: 2026, days: 12, amount_minor: 24_000 },
      { kind: 'season', name: 'Rabi', year: 2027, days: 4, amount_minor: 24_000 },
      { kind: 'after_season', period: 'week', days: 92, periods: 14, rate_minor: 3_000, amount_minor: 42_000 },
    ]);
  });

  it('14. grace with a season: 3 grace days, 50 kg, 29 October–3 November → ₹4.00', () => {
    const charge = crateCharge({ ...rabi, grace_days: 3 }, stay('2026-10-29', '2026-11-03'), 50_000);
    expect(charge.fee_minor).toBe(400);
    expect(charge.lines).toEqual([
      { kind: 'grace', days: 3 },
      { kind: 'after_season', period: 'day', days: 2, periods: 2, rate_minor: 400, amount_minor: 800 },
    ]);
  });
});

describe('invalid cards are refused naming the field', () => {
  const base: RateCard = { basis: 'crate', period: 'day', rate_minor: 100 };
  it.each<[string, RateCard, string, string]>([
    ['tiers that overlap', { ...base, tiers: [{ from_day: 1, rate_minor: 1 }, { from_day: 8, rate_minor: 2 }, { from_day: 8, rate_minor: 3 }] }, 'tiers.2.from_day', 'tiers_overlap'],
    ['tiers that leave a gap at the start', { ...base, tiers: [{ from_day: 3, rate_minor: 1 }] }, 'tiers.0.from_day', 'first_tier_starts_day_1'],
    ['tiers with a weekly period', { ...base, period: 'week', tiers: [{ from_day: 1, rate_minor: 1 }] }, 'tiers', 'tiers_need_daily_period'],
    ['a season ending before it starts', { ...base, season: { name: 'Kharif', start: '10-01', end: '03-31', rate_minor: 100 } }, 'season.end', 'season_ends_before_it_starts'],
    ['a season on 29 February', { ...base, season: { name: 'Leap', start: '02-29', end: '03-31', rate_minor: 100 } }, 'season.start', 'not_a_month_day'],
    ['a negative rate', { ...base, rate_minor: -5 }, 'rate_minor', 'negative'],
    ['a fractional rate', { ...base, rate_minor: 1.5 }, 'rate_minor', 'not_whole_minor_units'],
    ['a bag weight of 0', { ...base, basis: 'bag', bag_grams: 0 }, 'bag_grams', 'out_of_range'],
    ['a first period with once', { ...base, period: 'once', first_period: { days: 7, amount_minor: 10 } }, 'first_period', 'not_with_once'],
    ['tiers with a season', { ...base, tiers: [{ from_day: 1, rate_minor: 1 }], season: { name: 'S', start: '01-01', end: '02-01', rate_minor: 1 } }, 'tiers', 'not_with_season'],
    ['a negative minimum', { ...base, minimum: { per: 'lot', amount_minor: -1 } }, 'minimum.amount_minor', 'negative'],
  ])('%s', (_name, card, field, code) => {
    expect(rateCardProblems(card)).toMatchObject({ [field]: code });
    expect(() => unitPrice(card, days(3))).toThrow(RangeError);
  });

  it('finds nothing wrong with the cards of the examples', () => {
    expect(rateCardProblems({ basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 }, grace_days: 3 })).toEqual({});
    expect(rateCardProblems({ basis: 'bag', bag_grams: 50_000, period: 'month', rate_minor: 9_000, minimum: { per: 'lot', amount_minor: 1 } })).toEqual({});
  });
});

// Generated cards for the properties: every part optional as in docs/rent-rules.md §2.
const rate = fc.integer({ min: 0, max: 100_000 });
const tiersArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 60 }), rate), { minLength: 0, maxLength: 9 })
  .map((rest) => {
    let from = 1;
    return [{ from_day: 1, rate_minor: 0 }, ...rest.map(([gap, r]) => ({ from_day: (from += gap), rate_minor: r }))];
  })
  .chain((tiers) => rate.map((first) => [{ ...tiers[0]!, rate_minor: first }, ...tiers.slice(1)]));
const monthDay = fc.integer({ min: 0, max: 364 }).map((n) => addDays('2026-01-01', n).slice(5));
const seasonArb = fc.tuple(monthDay, monthDay, rate).map(([a, b, r]) => ({ name: 'Season', start: a < b ? a : b, end: a < b ? b : a, rate_minor: r }));
const cardArb: fc.Arbitrary<RateCard> = fc.oneof(
  // running rate, maybe a first period, maybe tiers
  fc.record({
    basis: fc.constantFrom('crate', 'kg', 'quintal', 'bag'),
    bag_grams: fc.integer({ min: 1_000, max: 100_000 }),
    period: fc.constantFrom('day', 'week', 'month'),
    rate_minor: rate,
    grace_days: fc.integer({ min: 0, max: 10 }),
    first_period: fc.option(fc.record({ days: fc.integer({ min: 1, max: 30 }), amount_minor: rate }), { nil: null }),
    minimum: fc.option(fc.record({ per: fc.constantFrom('crate', 'lot'), amount_minor: rate }), { nil: null }),
  }),
  fc.record({ basis: fc.constantFrom('crate', 'kg'), period: fc.constant('day'), rate_minor: fc.constant(0), tiers: tiersArb, grace_days: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ basis: fc.constantFrom('crate', 'quintal'), period: fc.constantFrom('day', 'week', 'month'), rate_minor: rate, season: seasonArb, grace_days: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ basis: fc.constantFrom('crate', 'kg'), period: fc.constant('once'), rate_minor: rate, grace_days: fc.integer({ min: 0, max: 10 }) }),
) as fc.Arbitrary<RateCard>;
const checkIn = fc.integer({ min: 0, max: 729 }).map((n) => addDays('2026-01-01', n));
const grams = fc.integer({ min: 1, max: 200_000 });

describe('the properties of docs/rent-rules.md §4', () => {
  it('a fee never decreases when a lot stays longer', () => {
    fc.assert(
      fc.property(cardArb, checkIn, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 60 }), grams, fc.integer({ min: 1, max: 5 }), (card, from, d, more, g, crates) => {
        expect(rateCardProblems(card)).toEqual({});
        const shorter = crateCharge(card, { checked_in_on: from, days: d }, g, crates).fee_minor;
        const longer = crateCharge(card, { checked_in_on: from, days: d + more }, g, crates).fee_minor;
        expect(longer).toBeGreaterThanOrEqual(shorter);
      }),
      { numRuns: 400 },
    );
  });

  it('today\'s fixed and daily pricing as version-1 cards give exactly today\'s fee', () => {
    fc.assert(
      fc.property(fc.constantFrom<Pricing['kind']>('fixed', 'daily'), rate, fc.constantFrom('crates', 'kg') as fc.Arbitrary<'crates' | 'kg'>, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 2_000_000 }), checkIn, (kind, r, metric, d, g, from) => {
        const pricing: Pricing = { kind, rate_minor: r };
        expect(crateCharge(pricingToCard(pricing, metric), { checked_in_on: from, days: d }, g).fee_minor).toBe(feeForDays({ pricing, metric, weight_grams: g }, d));
      }),
      { numRuns: 500 },
    );
  });

  it('tiers of one rate, and a first period priced at that rate, give what the daily rate gives', () => {
    fc.assert(
      fc.property(rate, fc.array(fc.integer({ min: 2, max: 90 }), { maxLength: 6 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 300 }), grams, (r, starts, n, d, g) => {
        const daily: RateCard = { basis: 'kg', period: 'day', rate_minor: r };
        const from = [...new Set(starts)].sort((a, b) => a - b);
        const tiered: RateCard = { ...daily, rate_minor: 0, tiers: [1, ...from].map((f) => ({ from_day: f, rate_minor: r })) };
        const firstPeriod: RateCard = { ...daily, first_period: { days: n, amount_minor: r * n } };
        const want = crateCharge(daily, days(d), g).fee_minor;
        expect(crateCharge(tiered, days(d), g).fee_minor).toBe(want);
        // A first period charges all its days even when fewer are stored: equal once the stay covers it.
        if (d >= n) expect(crateCharge(firstPeriod, days(d), g).fee_minor).toBe(want);
      }),
      { numRuns: 300 },
    );
  });

  it('splitting a check-out into parts never charges more than the whole, but for rounding (one minor unit a part)', () => {
    fc.assert(
      fc.property(cardArb, checkIn, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 2, max: 200_000 }), fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 5 }), (card, from, d, g, shares) => {
        const due = crateCharge(card, { checked_in_on: from, days: d }, g).fee_minor;
        // Parts of the crate's weight, each at least 1 g, summing to the whole: cut where the shares add up.
        const total = shares.reduce((a, b) => a + b, 0);
        let sum = 0;
        const cuts = [...new Set(shares.slice(0, -1).map((share) => Math.floor(((sum += share) * g) / total)))].filter((cut) => cut > 0 && cut < g);
        const taken = [...cuts, g].map((cut, i, all) => cut - (i === 0 ? 0 : all[i - 1]!));
        expect(taken.reduce((a, b) => a + b, 0)).toBe(g);
        // Each part pays its share of what is due, as a check-out line does (domain-rules §5).
        let remaining = g;
        let paid = 0;
        for (const part of taken) {
          const line = partFee(due - paid, remaining, part);
          paid += line;
          remaining -= part;
        }
        expect(paid).toBeGreaterThanOrEqual(due);
        expect(paid).toBeLessThanOrEqual(due + taken.length - 1);
      }),
      { numRuns: 300 },
    );
  });
});
