import type { RateCard, RatePeriod } from '@coldroom/domain';
import type { TFunction } from 'i18next';
import { basisUnitText } from '../../components/operations/ChargeBreakdown';
import { formatAmount } from '../../lib/amounts';
import { dateTimeFormat } from '../../lib/units';

// Written out in full so the translation-key check sees every key.
const PRICE_KEYS: Record<RatePeriod, string> = {
  once: 'rateCards.summary.once',
  day: 'rateCards.summary.day',
  week: 'rateCards.summary.week',
  month: 'rateCards.summary.month',
};

const MINIMUM_KEYS = { crate: 'rateCards.summary.minimumCrate', lot: 'rateCards.summary.minimumLot' } as const;

/** A season bound (`02-01`) as people write it ("1 Feb"). */
export function formatMonthDay(monthDay: string, language: string): string {
  const at = new Date(`2001-${monthDay}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return monthDay;
  return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
}

/** A card in one line: "₦300.00 per crate for the first 7 days, then ₦60.00 per crate per day · 2 days free". */
export function cardSummary(t: TFunction, language: string, card: RateCard, currency: string): string {
  const money = (minor: number) => formatAmount(minor, currency, language);
  const unit = basisUnitText(t, language, card.basis, card.bag_grams);
  const price = (amount: number) => t(PRICE_KEYS[card.period], { amount: money(amount), unit });
  let main: string;
  if (card.season) {
    main = t('rateCards.summary.season', {
      name: card.season.name,
      start: formatMonthDay(card.season.start, language),
      end: formatMonthDay(card.season.end, language),
      amount: money(card.season.rate_minor),
      unit,
      then: price(card.rate_minor),
    });
  } else if (card.tiers && card.tiers.length > 0) {
    const list = card.tiers.map((tier) => t('rateCards.summary.tier', { day: tier.from_day, amount: money(tier.rate_minor) })).join(', ');
    main = t('rateCards.summary.tiers', { unit, list });
  } else if (card.first_period) {
    main = t('rateCards.summary.first', { amount: money(card.first_period.amount_minor), unit, days: t('glossary.days', { count: card.first_period.days }), then: price(card.rate_minor) });
  } else main = price(card.rate_minor);
  const parts = [main];
  if (card.grace_days) parts.push(t('rateCards.summary.grace', { days: t('glossary.days', { count: card.grace_days }) }));
  if (card.minimum) parts.push(t(MINIMUM_KEYS[card.minimum.per], { amount: money(card.minimum.amount_minor) }));
  return parts.join(' · ');
}
