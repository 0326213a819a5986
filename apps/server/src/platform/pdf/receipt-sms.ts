import type { CurrencyDisplay } from '@coldroom/domain';
import { receiptStrings, type ReceiptStrings } from './i18n';
import type { ReceiptData } from './receipt-data';
import { receiptFormat, totalGrams } from './receipt-format';
import { smsSize } from './sms-segments';

/** Receipts aim at two SMS at most; parts are left out, least important first, until the text fits. */
export const SMS_RECEIPT_SEGMENTS = 2;

/**
 * A short receipt for SMS in the farmer's language, e.g. "Ọyọ Cold Rooms: Check-out 7KQ2MX,
 * 9 Mar 2025, 3:05 PM. 3 crates, 79.425 kg. Total NGN 1,787.50, Paid (Cash). Thank you!".
 *
 * The code and the total always stay. Then, while the text takes more than two SMS, it drops the
 * thank-you, the crates and weight, the time of day, and finally shortens the company name. The
 * currency is written as a code ("NGN") when that keeps the text in the GSM alphabet (160 characters
 * per SMS instead of 70), else as its symbol.
 */
export function receiptSmsText(data: ReceiptData): string {
  const byCode = fitted(data, 'code');
  const bySymbol = fitted(data, 'narrowSymbol');
  return smsSize(byCode).segments < smsSize(bySymbol).segments ? byCode : bySymbol;
}

interface Parts {
  company: string;
  withTime: boolean;
  withCrates: boolean;
  withThanks: boolean;
}

function fitted(data: ReceiptData, display: CurrencyDisplay): string {
  const t = receiptStrings(data.language);
  const parts: Parts = { company: data.company.name.trim(), withTime: true, withCrates: true, withThanks: true };
  const steps: ((p: Parts) => void)[] = [
    (p) => (p.withThanks = false),
    (p) => (p.withCrates = false),
    (p) => (p.withTime = false),
  ];
  let text = compose(data, t, display, parts);
  for (const step of steps) {
    if (smsSize(text).segments <= SMS_RECEIPT_SEGMENTS) return text;
    step(parts);
    text = compose(data, t, display, parts);
  }
  while (smsSize(text).segments > SMS_RECEIPT_SEGMENTS && [...parts.company].length > 12) {
    parts.company = `${[...parts.company].slice(0, -6).join('').trimEnd()}…`;
    text = compose(data, t, display, parts);
  }
  return text;
}

function compose(data: ReceiptData, t: ReceiptStrings, display: CurrencyDisplay, parts: Parts): string {
  const f = receiptFormat(data, t, display);
  const when = parts.withTime ? f.dateTime : f.date;
  const sentences = [`${parts.company}: ${t.movement[data.movement.type]} ${data.movement.code}, ${when}`];
  if (parts.withCrates) sentences.push(`${f.crates(data.lines.length)}, ${f.kg(totalGrams(data))} ${t.kg}`);
  let money = `${t.total} ${f.money(data.totalMinor)}`;
  if (data.payment) money += `, ${data.payment.paid ? `${t.paid} (${t.methods[data.payment.method]})` : t.unpaid}`;
  sentences.push(money);
  let text = sentences.join(`${t.stop} `) + t.stop;
  if (parts.withThanks) text += ` ${t.smsThanks}`;
  // no-break spaces from Intl are not in the GSM alphabet; plain spaces read the same in an SMS
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}
