import { intlLocale } from '@coldroom/contract';
import type { CrateBreakdown, Language, RateCardSummaryView } from '@coldroom/contract';
import type { ChargeLine, RateCardSummaryPart } from '@coldroom/domain';
import { fill, type ReceiptStrings } from './i18n';

/** How amounts, weights and counts read (the receipt's or the statement's own formatting). */
export interface RateCardFormat {
  language: Language;
  money(minor: number): string;
  /** A number of kg (`units` too: 0.5 of a quintal). */
  number(value: number): string;
}

/** A season's day (`MM-DD`) or month in the language: "31 Oct", "October". */
function monthDay(value: string, language: Language, whole: 'month' | null): string {
  const date = new Date(`2001-${value}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions = whole ? { month: 'long', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(language), options).format(date);
}

function unitName(summary: Pick<RateCardSummaryView, 'basis' | 'bag_grams'>, t: ReceiptStrings, f: RateCardFormat): string {
  const words = t.rateCard.unit;
  return summary.basis === 'bag' ? fill(words.bag, { kg: f.number((summary.bag_grams ?? 0) / 1000) }) : words[summary.basis];
}

function partText(part: RateCardSummaryPart, unit: string, t: ReceiptStrings, f: RateCardFormat): string {
  const w = t.rateCard;
  const per = (period: 'once' | 'day' | 'week' | 'month', minor: number) => fill(w.per[period], { amount: f.money(minor), unit });
  switch (part.kind) {
    case 'once':
      return per('once', part.amount_minor);
    case 'rate':
      return per(part.period, part.rate_minor);
    case 'season': {
      const months = part.start_month !== null && part.end_month !== null;
      const from = monthDay(part.start, f.language, months ? 'month' : null);
      const to = monthDay(part.end, f.language, months ? 'month' : null);
      return fill(w.season, { amount: f.money(part.rate_minor), unit, name: part.name, from, to });
    }
    case 'after_season':
      return fill(w.afterSeason, { to: monthDay(part.after, f.language, null), rate: per(part.period, part.rate_minor) });
    case 'first_period':
      return fill(w.firstPeriod, { amount: f.money(part.amount_minor), unit, days: f.number(part.days) });
    case 'tier': {
      const rate = per('day', part.rate_minor);
      return part.to_day === null ? fill(w.tierOpen, { from: f.number(part.from_day), rate }) : fill(w.tier, { from: f.number(part.from_day), to: f.number(part.to_day), rate });
    }
    case 'grace':
      return fill(w.grace, { days: f.number(part.days) });
    case 'minimum':
      return fill(w.minimum[part.per], { amount: f.money(part.amount_minor) });
  }
}

/** The card in a sentence: "₹240.00 per quintal for the Rabi season, February–October; after 31 Oct: ₹4.00 per quintal per day". */
export function rateCardSentence(summary: RateCardSummaryView, t: ReceiptStrings, f: RateCardFormat): string {
  const unit = unitName(summary, t, f);
  return summary.parts.map((part) => partText(part, unit, t, f)).join('; ');
}

/** The card's headline alone (an SMS). */
export function rateCardHeadline(summary: RateCardSummaryView, t: ReceiptStrings, f: RateCardFormat): string {
  return partText(summary.headline, unitName(summary, t, f), t, f);
}

function lineText(line: ChargeLine, t: ReceiptStrings, f: RateCardFormat): string {
  const w = t.rateCard;
  switch (line.kind) {
    case 'grace':
      return fill(w.lineGrace, { days: f.number(line.days) });
    case 'once':
      return fill(w.lineOnce, { amount: f.money(line.amount_minor) });
    case 'first_period':
      return fill(w.lineFirst, { days: f.number(line.days), amount: f.money(line.amount_minor) });
    case 'rate':
      return fill(w.lineRate, { from: f.number(line.from_day), to: f.number(line.to_day), count: f.number(line.periods), rate: f.money(line.rate_minor), amount: f.money(line.amount_minor) });
    case 'season':
      return fill(w.lineSeason, { name: line.name, year: String(line.year), days: f.number(line.days), amount: f.money(line.amount_minor) });
    case 'after_season':
      return fill(w.lineAfterSeason, { days: f.number(line.days), count: f.number(line.periods), rate: f.money(line.rate_minor), amount: f.money(line.amount_minor) });
  }
}

/**
 * One crate's fee worked out: "One crate, 50 kg, 12 days: Rabi season 2026 (12 days): ₹240.00; ₹240.00 per
 * quintal × 0.5 = ₹120.00".
 */
export function breakdownSentence(summary: RateCardSummaryView, example: CrateBreakdown, t: ReceiptStrings, f: RateCardFormat): string {
  const w = t.rateCard;
  const head = fill(w.example, { kg: f.number(example.weight_kg), days: f.number(example.days) });
  const lines = example.lines.map((line) => lineText(line, t, f) as string);
  const priced = Math.ceil(Math.round(example.unit_minor * example.units * 1e6) / 1e6);
  lines.push(fill(w.total, { amount: f.money(example.unit_minor), unit: unitName(summary, t, f), units: f.number(example.units), fee: f.money(example.minimum_applied ? priced : example.fee_minor) }));
  if (example.minimum_applied) lines.push(fill(w.minimumApplied, { fee: f.money(example.fee_minor) }));
  return `${head}: ${lines.join('; ')}`;
}
