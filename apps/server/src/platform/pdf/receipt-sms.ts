import type { CurrencyDisplay } from '@coldroom/domain';
import { receiptStrings, type ReceiptStrings } from './i18n';
import type { ReceiptData } from './receipt-data';
import { receiptFormat, totalGrams } from './receipt-format';
import { rateCardHeadline } from './rate-card-text';
import { amountsTakeCode } from '../sms/marked-latin';
import { smsSize } from './sms-segments';

/** Receipts aim at two SMS at most; parts are left out, least important first, until the text fits. */
export const SMS_RECEIPT_SEGMENTS = 2;

/**
 * A short receipt for SMS in the farmer's language, e.g. "Ọyọ Cold Rooms: Check-out 7KQ2MX,
 * 9 Mar 2025, 3:05 PM. 3 crates, 79.425 kg. Total NGN 1,787.50, Paid (Cash). Thank you!".
 *
 * With rate cards (docs/rent-rules.md §8) each lot's card follows in short, its headline: "Tomato: ₹240.00 per
 * quintal for the Rabi season, February–October".
 *
 * The code and the total always stay. Then, while the text takes more than two SMS, it drops the
 * thank-you, the rate cards, the crates and weight, the time of day, and finally shortens the company name. The
 * currency is written as a code ("NGN") when that keeps the text in the GSM alphabet (160 characters
 * per SMS instead of 70), else as its symbol; Hausa, Yoruba and Igbo always as the code (../sms/marked-latin.ts).
 */
export function receiptSmsText(data: ReceiptData): string {
  const byCode = fitted(data, 'code');
  // Hausa, Yoruba and Igbo: the code, so the text stays GSM-7 once sent without marks
  if (amountsTakeCode(data.language)) return byCode.text;
  const bySymbol = fitted(data, 'narrowSymbol');
  // the code when it takes fewer SMS, or keeps more of the text in as many
  const better = smsSize(byCode.text).segments < smsSize(bySymbol.text).segments || (smsSize(byCode.text).segments === smsSize(bySymbol.text).segments && byCode.dropped < bySymbol.dropped);
  return better ? byCode.text : bySymbol.text;
}

interface Parts {
  company: string;
  withTime: boolean;
  withCrates: boolean;
  withThanks: boolean;
  withRates: boolean;
}

/** The text within two SMS, and how many parts it left out to get there. */
function fitted(data: ReceiptData, display: CurrencyDisplay): { text: string; dropped: number } {
  const t = receiptStrings(data.language);
  const parts: Parts = { company: data.company.name.trim(), withTime: true, withCrates: true, withThanks: true, withRates: true };
  const steps: ((p: Parts) => void)[] = [
    (p) => (p.withThanks = false),
    (p) => (p.withRates = false),
    (p) => (p.withCrates = false),
    (p) => (p.withTime = false),
  ];
  let text = compose(data, t, display, parts);
  let dropped = 0;
  for (const step of steps) {
    if (smsSize(text).segments <= SMS_RECEIPT_SEGMENTS) return { text, dropped };
    step(parts);
    dropped += 1;
    text = compose(data, t, display, parts);
  }
  while (smsSize(text).segments > SMS_RECEIPT_SEGMENTS && [...parts.company].length > 12) {
    parts.company = `${[...parts.company].slice(0, -6).join('').trimEnd()}…`;
    text = compose(data, t, display, parts);
    dropped += 1;
  }
  return { text, dropped };
}

function compose(data: ReceiptData, t: ReceiptStrings, display: CurrencyDisplay, parts: Parts): string {
  const f = receiptFormat(data, t, display);
  const when = parts.withTime ? f.dateTime : f.date;
  const sentences = [`${parts.company}: ${t.movement[data.movement.type]} ${data.movement.code}, ${when}`];
  if (parts.withCrates) sentences.push(`${f.crates(data.lines.length)}, ${f.kg(totalGrams(data))} ${t.kg}`);
  let money = `${t.total} ${f.money(data.totalMinor)}`;
  if (data.payment) money += `, ${data.payment.paid ? `${t.paid} (${t.methods[data.payment.method]})` : t.unpaid}`;
  sentences.push(money);
  if (parts.withRates) {
    const format = { language: data.language, money: f.money, number: f.number };
    for (const entry of data.rateCards ?? []) sentences.push(`${entry.cropName}: ${rateCardHeadline(entry.rateCard.summary, t, format)}`);
  }
  let text = sentences.join(`${t.stop} `) + t.stop;
  if (parts.withThanks) text += ` ${t.smsThanks}`;
  // no-break spaces from Intl and the dash of a card's days are not in the GSM alphabet; plain spaces and a hyphen read the same in an SMS
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\u2013/g, '-');
}
