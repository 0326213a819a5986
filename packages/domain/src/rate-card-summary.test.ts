import { describe, expect, it } from 'vitest';
import { pricingToCard, rateCardSummary, type RateCard } from './rate-cards';

// rateCardSummary (docs/rent-rules.md §8): a card in structured parts for a short sentence.

describe('rateCardSummary', () => {
  it('a seasonal card per quintal: the season over whole months (February–October), then the after-season daily rate', () => {
    const rabi: RateCard = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } };
    const summary = rateCardSummary(rabi);
    expect(summary.basis).toBe('quintal');
    expect(summary.bag_grams).toBeNull();
    expect(summary.headline).toEqual({ kind: 'season', name: 'Rabi', start: '02-01', end: '10-31', start_month: 2, end_month: 10, rate_minor: 24_000 });
    expect(summary.parts).toEqual([
      summary.headline,
      { kind: 'after_season', after: '10-31', before: '02-01', period: 'day', rate_minor: 400 },
    ]);
  });

  it('a season that does not cover whole months gives no months (the days are said instead)', () => {
    const card: RateCard = { basis: 'kg', period: 'week', rate_minor: 50, season: { name: 'Kharif', start: '06-15', end: '09-30', rate_minor: 900 } };
    expect(rateCardSummary(card).headline).toMatchObject({ kind: 'season', start_month: null, end_month: null });
    // 1 February to 28 February is a whole month (29 February is never a season's day)
    const feb: RateCard = { ...card, season: { name: 'Feb', start: '02-01', end: '02-28', rate_minor: 900 } };
    expect(rateCardSummary(feb).headline).toMatchObject({ start_month: 2, end_month: 2 });
    const short: RateCard = { ...card, season: { name: 'Short', start: '03-01', end: '03-30', rate_minor: 900 } };
    expect(rateCardSummary(short).headline).toMatchObject({ start_month: null, end_month: null });
  });

  it('tiers: each tier with the days it covers, the last open-ended; grace first and the minimum last', () => {
    const card: RateCard = {
      basis: 'crate',
      period: 'day',
      rate_minor: 0,
      grace_days: 2,
      tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }, { from_day: 31, rate_minor: 15_000 }],
      minimum: { per: 'lot', amount_minor: 50_000 },
    };
    const summary = rateCardSummary(card);
    expect(summary.headline).toEqual({ kind: 'tier', from_day: 1, to_day: 7, rate_minor: 5_000 });
    expect(summary.parts).toEqual([
      { kind: 'grace', days: 2 },
      { kind: 'tier', from_day: 1, to_day: 7, rate_minor: 5_000 },
      { kind: 'tier', from_day: 8, to_day: 30, rate_minor: 8_000 },
      { kind: 'tier', from_day: 31, to_day: null, rate_minor: 15_000 },
      { kind: 'minimum', per: 'lot', amount_minor: 50_000 },
    ]);
  });

  it('a first period, then tiers from the day after it (tiers it covers are left out)', () => {
    const card: RateCard = { basis: 'bag', bag_grams: 50_000, period: 'day', rate_minor: 0, first_period: { days: 10, amount_minor: 30_000 }, tiers: [{ from_day: 1, rate_minor: 100 }, { from_day: 8, rate_minor: 200 }, { from_day: 31, rate_minor: 300 }] };
    const summary = rateCardSummary(card);
    expect(summary.bag_grams).toBe(50_000);
    expect(summary.headline).toEqual({ kind: 'first_period', days: 10, amount_minor: 30_000 });
    expect(summary.parts).toEqual([
      { kind: 'first_period', days: 10, amount_minor: 30_000 },
      { kind: 'tier', from_day: 11, to_day: 30, rate_minor: 200 },
      { kind: 'tier', from_day: 31, to_day: null, rate_minor: 300 },
    ]);
  });

  it('today’s pricing as cards: fixed is once, daily is a daily rate', () => {
    expect(rateCardSummary(pricingToCard({ kind: 'fixed', rate_minor: 2_500 }, 'kg'))).toEqual({ basis: 'kg', bag_grams: null, headline: { kind: 'once', amount_minor: 2_500 }, parts: [{ kind: 'once', amount_minor: 2_500 }] });
    const daily = rateCardSummary(pricingToCard({ kind: 'daily', rate_minor: 10_000 }, 'crates'));
    expect(daily.basis).toBe('crate');
    expect(daily.parts).toEqual([{ kind: 'rate', period: 'day', rate_minor: 10_000 }]);
  });

  it('a monthly rate with a minimum per crate', () => {
    const card: RateCard = { basis: 'crate', period: 'month', rate_minor: 9_000, minimum: { per: 'crate', amount_minor: 1_000 } };
    expect(rateCardSummary(card).parts).toEqual([{ kind: 'rate', period: 'month', rate_minor: 9_000 }, { kind: 'minimum', per: 'crate', amount_minor: 1_000 }]);
  });

  it('refuses an invalid card as the pricing functions do', () => {
    expect(() => rateCardSummary({ basis: 'crate', period: 'once', rate_minor: -1 })).toThrow(RangeError);
  });
});
