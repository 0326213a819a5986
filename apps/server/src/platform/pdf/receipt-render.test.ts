import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageDirection, LANGUAGES, type Language } from '@coldroom/contract';
import { formatMoney } from '@coldroom/domain';
import { receiptStrings } from './i18n';
import { renderReceipt } from './receipt-render';
import { crop, inkShare } from './testing/pixels';
import { logoPng } from './testing/png';
import { firstPageGray, firstPagePng, hasPoppler, pdfBoxes, pdfText, pngSize } from './testing/poppler';
import { sampleReceipt } from './testing/samples';

/** Set to a folder to keep each language's page image for a look by eye. */
const KEEP_PNG = process.env.RECEIPT_PNG_DIR;

if (!hasPoppler) console.warn('Receipt PDF tests skipped: pdftotext/pdftoppm not found (install poppler-utils).');

/** Words the brief names, typed here by hand rather than taken from the dictionary. */
const KEY_WORDS: Record<Language, string[]> = {
  en: ['Farmer', 'Storage fee', 'Check-out receipt'],
  hi: ['किसान', 'भंडारण शुल्क', 'चेक-आउट रसीद'],
  or: ['ଚାଷୀ', 'କୋଲ୍ଡ ରୁମ୍'],
  gu: ['ખેડૂત', 'સંગ્રહ ફી'],
  fr: ['Agriculteur', 'Frais de stockage', 'Reçu de sortie'],
  pt: ['Agricultor', 'Taxa de armazenamento', 'Recibo de saída'],
  ha: ['Manomi', 'Kuɗin ajiya', 'Rasitin fitar da kaya'],
  yo: ['Àgbẹ̀', 'Owó ìpamọ́', 'Ìwé ìsanwó ìkójáde'],
  ig: ['Onye ọrụ ugbo', 'Ụgwọ nchekwa'], // the title wraps beside the country's name
  sw: ['Mkulima', 'Ada ya kuhifadhi', 'Risiti ya kutoa'],
  ar: ['مزارع', 'رسوم التخزين', 'إيصال إخراج'],
};

/** Extracted text with every run of white space (no-break ones included) as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Direction controls (embeddings, isolates, marks): they order a line, poppler writes them out, a reader does not see them. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

describe.skipIf(!hasPoppler)('renderReceipt', () => {
  it.each(LANGUAGES)('%s: the text reads back as the right Unicode, and the page renders', async (language) => {
    const data = sampleReceipt(language);
    const pdf = await renderReceipt(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // `-layout` gives a right-to-left word's letters in drawing order: for Arabic the page's words (`-bbox`, each
    // in reading order) are read too, and each piece is looked for word by word
    const rtl = languageDirection(language) === 'rtl';
    const text = `${flat(pdfText(pdf))} ${rtl ? pdfBoxes(pdf).map((word) => word.text).join(' ') : ''}`.replace(BIDI, '');
    const t = receiptStrings(language);
    // (word by word, without the punctuation at a word's ends, which poppler may put on the other end)
    const found = (piece: string) => (rtl ? piece.split(' ').map((word) => word.replace(/^\p{P}+|\p{P}+$/gu, '')) : [piece]).every((part) => text.includes(part));
    // the symbol where the fonts draw it, else the code (receipt-render.ts)
    const money = (minor: number) => (['narrowSymbol', 'code'] as const).map((display) => flat(formatMoney(minor, data.company.currency, language, display)).replace(BIDI, ''));
    const amounts = [data.subtotalMinor, -data.discountMinor, data.totalMinor, ...data.lines.map((line) => line.feeMinor ?? 0)];
    for (const amount of amounts) expect(money(amount).some(found), `${language}: ${money(amount).join(' or ')}`).toBe(true);
    const expected = [
      data.movement.code,
      ...KEY_WORDS[language],
      t.farmer,
      t.fee,
      t.total,
      t.discount,
      t.paid,
      t.methods[data.payment?.method ?? 'cash'],
      data.farmer.name,
      data.room.name,
      ...(data.room.location ?? '').split(/[ ,]+/), // may wrap onto two lines
      ...data.lines.map((line) => line.cropName),
      ...data.lines.map((line) => line.crateTag),
      flat(t.thanks),
    ];
    for (const piece of expected) expect(found(piece), `${language}: "${piece}" in ${text}`).toBe(true);

    const png = firstPagePng(pdf, 100);
    if (KEEP_PNG) writeFileSync(join(KEEP_PNG, `receipt-${language}.png`), png);
    expect(pngSize(png)).toEqual({ width: 583, height: 827 }); // A5 at 100 dpi
    expect(png.length).toBeGreaterThan(15_000);
    const page = firstPageGray(pdf, 100);
    const share = inkShare(page);
    expect(share).toBeGreaterThan(0.02); // text, rules and figures, not a blank page
    expect(share).toBeLessThan(0.3);
    expect(inkShare(crop(page, { x: 40, y: 40, width: 500, height: 80 }))).toBeGreaterThan(0.03); // the header
  });

  it('is the same bytes for the same data (no clock, no random ids)', async () => {
    const data = sampleReceipt('hi');
    expect((await renderReceipt(data)).equals(await renderReceipt(data))).toBe(true);
  });

  it('carries long lists over pages, with the column heads and the page number on each', async () => {
    const data = sampleReceipt('en', { count: 60 });
    const text = pdfText(await renderReceipt(data));
    expect(text).toContain('T-160');
    expect(text).toMatch(/Page 3 of 3/);
    expect(text.match(/Storage fee/g)).toHaveLength(3);
    expect(text.match(/7KQ2MX/g)?.length).toBeGreaterThanOrEqual(4); // heading + one stamp per page
  });

  it('puts the logo top left, and leaves out one it cannot read', async () => {
    const withLogo = await renderReceipt(sampleReceipt('en', { logo: logoPng() }));
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    const topLeft = crop(firstPageGray(withLogo, 100), { x: 42, y: 42, width: 60, height: 20 });
    expect(inkShare(topLeft)).toBeGreaterThan(0.8); // the logo's dark green field

    const broken = await renderReceipt(sampleReceipt('en', { logo: Buffer.from('RIFF....WEBPVP8 ') }));
    expect(broken.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfText(broken)).toContain('7KQ2MX');
  });

  it('shows an unpaid check-out as such', async () => {
    const text = flat(pdfText(await renderReceipt(sampleReceipt('gu', { paid: false }))));
    expect(text).toContain('ચુકવણી બાકી');
  });
});
