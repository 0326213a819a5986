import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coldroom/contract';
import { formatMoney } from '@coldroom/domain';
import { receiptStrings } from './i18n';
import { receiptSmsText, SMS_RECEIPT_SEGMENTS } from './receipt-sms';
import { smsSize } from './sms-segments';
import { sampleReceipt } from './testing/samples';

describe('smsSize', () => {
  it.each([
    ['a'.repeat(160), 'gsm7', 1],
    ['a'.repeat(161), 'gsm7', 2],
    ['€'.repeat(80), 'gsm7', 1], // extension characters take two septets
    ['€'.repeat(81), 'gsm7', 2],
    ['₦'.repeat(70), 'ucs2', 1],
    ['₦' + 'a'.repeat(70), 'ucs2', 2],
    ['क'.repeat(134), 'ucs2', 2],
    ['क'.repeat(135), 'ucs2', 3],
  ] as const)('%#: %s', (text, encoding, segments) => {
    expect(smsSize(text)).toMatchObject({ encoding, segments });
  });
});

describe('receiptSmsText', () => {
  it.each(LANGUAGES)('%s: code, total, payment and the language’s words, in at most two SMS', (language) => {
    const data = sampleReceipt(language);
    const text = receiptSmsText(data);
    const t = receiptStrings(language);
    expect(smsSize(text).segments).toBeLessThanOrEqual(SMS_RECEIPT_SEGMENTS);
    expect(text).toContain(data.movement.code);
    expect(text).toContain(t.movement.check_out);
    expect(text).toContain(t.total);
    expect(text).toContain(t.paid);
    const amount = (display: 'code' | 'narrowSymbol') => formatMoney(data.totalMinor, data.company.currency, language, display).replace(/\s/g, ' ');
    expect([amount('code'), amount('narrowSymbol')].some((money) => text.includes(money)), text).toBe(true);
  });

  it('writes the currency code when that keeps the text in one GSM-7 message', () => {
    const data = sampleReceipt('en');
    data.company.name = 'Ibadan Solar Cold Rooms';
    const text = receiptSmsText(data);
    expect(text).toContain('NGN 1,787.50');
    expect(smsSize(text)).toEqual(expect.objectContaining({ encoding: 'gsm7', segments: 1 }));
  });

  it('keeps the symbol when the text is Unicode anyway', () => {
    expect(receiptSmsText(sampleReceipt('hi'))).toContain('₹1,787.50');
  });

  it('leaves out the thank-you, the crates and the time, then shortens the name, to stay within two SMS', () => {
    const data = sampleReceipt('hi', { paid: false });
    data.company.name = 'श्री गणेश सौर ऊर्जा शीत भंडारण एवं कृषि उपज विपणन सहकारी समिति';
    const text = receiptSmsText(data);
    expect(smsSize(text).segments).toBeLessThanOrEqual(2);
    expect(text).toContain('7KQ2MX');
    expect(text).toContain('₹1,787.50');
    expect(text).toContain('भुगतान बाकी');
    expect(text).not.toContain('धन्यवाद');
  });
});
