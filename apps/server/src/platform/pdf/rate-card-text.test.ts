import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, type LotRateCard } from '@coldroom/contract';
import { crateCharge, rateCardSummary, type RateCard } from '@coldroom/domain';
import { receiptStrings } from './i18n';
import { breakdownSentence, rateCardHeadline, rateCardSentence } from './rate-card-text';
import { renderReceipt } from './receipt-render';
import type { ReceiptData } from './receipt-data';
import { receiptSmsText, SMS_RECEIPT_SEGMENTS } from './receipt-sms';
import { smsSize } from './sms-segments';
import { hasPoppler, pdfText } from './testing/poppler';
import { sampleReceipt } from './testing/samples';

// docs/rent-rules.md §8: a lot's card and a crate's breakdown on the receipt (PDF and SMS).

/** Worked example 5: Rabi, ₹240.00 a quintal 1 February–31 October, ₹4.00 a quintal a day after; 80 kg, 1 October–15 November. */
const RABI: RateCard = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } };
const TIERED: RateCard = { basis: 'crate', period: 'day', rate_minor: 0, grace_days: 2, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }], minimum: { per: 'crate', amount_minor: 100_000 } };

function lotCard(lotId: number, card: RateCard, checkedInOn: string, days: number, grams: number, units: number): LotRateCard {
  const charge = crateCharge(card, { checked_in_on: checkedInOn, days }, grams);
  return {
    lot_id: lotId,
    crop_id: 'tomato',
    rate_card_id: 7,
    card: { ...card, tiers: card.tiers ? [...card.tiers] : null },
    summary: rateCardSummary(card),
    example: { crate_id: 1, checked_in_on: checkedInOn, days, charged_days: charge.charged_days, weight_kg: grams / 1000, units, unit_minor: charge.unit_minor, lines: charge.lines, fee_minor: charge.fee_minor, minimum_applied: charge.minimum_applied },
  };
}

/** The sample check-out with its first two lines in a Rabi lot and the third in a tiered lot. */
function withCards(language: Language): ReceiptData {
  const base = sampleReceipt(language);
  const lines = base.lines.map((line, i) => ({ ...line, lotId: i < 2 ? 1 : 2 }));
  return {
    ...base,
    company: { ...base.company, currency: 'INR' },
    lines,
    rateCards: [
      { cropName: base.lines[0]!.cropName, rateCard: lotCard(1, RABI, '2026-10-01', 45, 80_000, 0.8) },
      { cropName: base.lines[2]!.cropName, rateCard: lotCard(2, TIERED, '2026-03-01', 5, 20_000, 1) },
    ],
  };
}

const en = { language: 'en' as const, money: (minor: number) => `₹${(minor / 100).toFixed(2)}`, number: (value: number) => String(value) };
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('rate card sentences', () => {
  it('the seasonal card of worked example 5 and its crate worked out (₹236.80)', () => {
    const card = lotCard(1, RABI, '2026-10-01', 45, 80_000, 0.8);
    const t = receiptStrings('en');
    expect(rateCardSentence(card.summary, t, en)).toBe('₹240.00 per quintal for the Rabi season, February–October; after Oct 31: ₹4.00 per quintal per day');
    expect(rateCardHeadline(card.summary, t, en)).toBe('₹240.00 per quintal for the Rabi season, February–October');
    // 1–31 October in the season, 1–14 November after it: 24,000 + 14 × 400 = 29,600 a quintal; × 0.8 = 23,680
    expect(breakdownSentence(card.summary, card.example!, t, en)).toBe(
      'One crate, 80 kg, 45 days: Rabi season 2026 (31 days): ₹240.00; outside the season (14 days): 14 × ₹4.00 = ₹56.00; ₹296.00 per quintal × 0.8 = ₹236.80',
    );
  });

  it('grace, tiers and a minimum that raised the fee', () => {
    const card = lotCard(2, TIERED, '2026-03-01', 5, 20_000, 1);
    const t = receiptStrings('en');
    expect(rateCardSentence(card.summary, t, en)).toBe('first 2 days free; days 1–7: ₹50.00 per crate per day; from day 8: ₹80.00 per crate per day; at least ₹1000.00 per crate');
    // 5 days stored, 2 free: 3 × 5,000 = 15,000, raised to the minimum 100,000
    expect(breakdownSentence(card.summary, card.example!, t, en)).toBe(
      'One crate, 20 kg, 5 days: 2 days free; days 1–3: 3 × ₹50.00 = ₹150.00; ₹150.00 per crate × 1 = ₹150.00; raised to the minimum: ₹1000.00',
    );
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s: its own words, not English', (language) => {
    const card = lotCard(1, RABI, '2026-10-01', 45, 80_000, 0.8);
    const t = receiptStrings(language);
    const format = { ...en, language };
    const sentence = rateCardSentence(card.summary, t, format) + breakdownSentence(card.summary, card.example!, t, format);
    for (const english of ['per quintal', 'season', 'after', 'One crate', 'days']) expect(sentence).not.toContain(english);
    expect(sentence).toContain('Rabi');
    expect(sentence).toContain('₹236.80');
  });
});

describe('the receipt SMS', () => {
  it('carries each lot’s card in short after the total (in the GSM alphabet: a hyphen for the dash)', () => {
    const data = withCards('en');
    const text = receiptSmsText({ ...data, company: { ...data.company, name: 'Ibadan Solar Cold Rooms', currency: 'NGN' } });
    expect(text).toContain('Tomato: NGN 240.00 per quintal for the Rabi season, February-October.');
    expect(text).toContain('Tomato: days 1-7: NGN 50.00 per crate per day.');
    expect(smsSize(text).encoding).toBe('gsm7');
    expect(text.indexOf('Total')).toBeLessThan(text.indexOf('Rabi'));
    expect(smsSize(text).segments).toBeLessThanOrEqual(SMS_RECEIPT_SEGMENTS);
  });

  it.each(LANGUAGES)('%s: within two SMS; the cards go before the crates when it is too long', (language) => {
    const data = withCards(language);
    const text = receiptSmsText(data);
    expect(smsSize(text).segments).toBeLessThanOrEqual(SMS_RECEIPT_SEGMENTS);
    expect(text).toContain(data.movement.code);
    const long = { ...data, company: { ...data.company, name: 'Shri Ganesh Solar Cold Storage and Farm Produce Marketing Cooperative Society' } };
    const shortened = receiptSmsText(long);
    expect(smsSize(shortened).segments).toBeLessThanOrEqual(SMS_RECEIPT_SEGMENTS);
    // a card is never kept while the crates were dropped
    const crates = receiptStrings(language).kg;
    if (!shortened.includes(` ${crates}`)) expect(shortened).not.toContain('Rabi');
  });
});

describe.skipIf(!hasPoppler)('the receipt PDF', () => {
  it('draws each lot’s card and its crate worked out under the lot’s lines', async () => {
    const data = withCards('en');
    const text = flat(pdfText(await renderReceipt(data)));
    expect(text).toContain('Tomato: ₹240.00 per quintal for the Rabi season, February–October; after Oct 31: ₹4.00 per quintal per day');
    expect(text).toContain('14 × ₹4.00 = ₹56.00; ₹296.00 per quintal × 0.8 = ₹236.80');
    expect(text).toContain('raised to the minimum: ₹1,000.00');
    // under its lot: the Rabi breakdown comes after the second line and before the third
    expect(text.indexOf('T-102')).toBeLessThan(text.indexOf('Rabi season'));
    expect(text.indexOf('Rabi season')).toBeLessThan(text.indexOf('T-103'));
  });

  it.each(['hi', 'or', 'gu', 'fr', 'pt'] as const)('%s: in the farmer’s language', async (language) => {
    const data = withCards(language);
    const text = flat(pdfText(await renderReceipt(data)));
    const t = receiptStrings(language).rateCard;
    expect(text).toContain(t.unit.quintal);
    expect(text).toContain('Rabi');
    expect(text).not.toContain('per quintal');
  });
});
