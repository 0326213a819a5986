import { describe, expect, it } from 'vitest';
import { formatMoney } from '@coldroom/domain';
import { receiptStrings } from './i18n';
import { renderReceipt } from './receipt-render';
import type { ReceiptData } from './receipt-data';
import { hasPoppler, pdfText } from './testing/poppler';
import { sampleReceipt } from './testing/samples';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const money = (minor: number, data: ReceiptData) => flat(formatMoney(minor, data.company.currency, data.language, 'narrowSymbol'));

/** A check-in of three crates planned for 10, 10 and no days (one day), at ₦100.00 per crate per day. */
function checkIn(language: ReceiptData['language']): ReceiptData {
  const base = sampleReceipt(language);
  const lines = base.lines.map((line, i) => ({ ...line, daysStored: i < 2 ? 10 : 1, feeMinor: i < 2 ? 100_000 : 10_000 }));
  return {
    ...base,
    movement: { ...base.movement, type: 'check_in' },
    lines,
    subtotalMinor: 0,
    discountMinor: 0,
    totalMinor: 0,
    payment: null,
    company: { ...base.company, phone: '+234 803 000 0001', address: '12 Market Road, Kano' },
    estimate: { rules: [{ cropName: base.lines[0]!.cropName, kind: 'daily', metric: 'crates', rateMinor: 10_000 }], totalMinor: 210_000 },
  };
}

describe.skipIf(!hasPoppler)('what a receipt says', () => {
  it('a check-in shows the locked price, its rule and the estimate for the planned days, not dashes', async () => {
    const data = checkIn('en');
    const text = flat(pdfText(await renderReceipt(data)));
    expect(text).toContain(`${data.lines[0]!.cropName}: ${money(10_000, data)} per crate per day`);
    expect(text).toContain('Estimate for the planned days');
    expect(text).toContain(money(210_000, data));
    expect(text).toContain(`${data.lines.length} `); // the crates' summary
    expect(text).toMatch(/Planned/); // the head of the days column (it may wrap)
    expect(text).toContain(money(100_000, data));
    expect(text).not.toContain('–');
  });

  it('names the company’s phone and the room’s address', async () => {
    const text = flat(pdfText(await renderReceipt(checkIn('or'))));
    expect(text).toContain('+234 803 000 0001');
    expect(text).toContain('12 Market Road, Kano');
    expect(text).toContain(receiptStrings('or').phone);
  });

  it('leaves the discount out of a check-out without one', async () => {
    const base = sampleReceipt('en');
    const without = flat(pdfText(await renderReceipt({ ...base, discountMinor: 0, totalMinor: base.subtotalMinor })));
    expect(without).not.toContain('Discount');
    expect(flat(pdfText(await renderReceipt(base)))).toContain('Discount');
  });
});
