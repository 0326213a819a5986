import { describe, expect, it } from 'vitest';
import type { Language } from '@coldroom/contract';
import { receiptStrings } from './i18n';
import { renderReceiptChecked } from './receipt-render';
import { hasPoppler, pdfBoxes, pdfText } from './testing/poppler';
import { sampleReceipt } from './testing/samples';

/**
 * Issue 31: a receipt in Hausa, Yoruba, Igbo, Swahili and Arabic. Its words are the language's (none of the
 * English receipt's words), its own letters are in the text poppler reads back and every character is drawn
 * with a glyph (no empty box); the Arabic receipt runs right to left with the phone number left to right.
 */
const NEW_LANGUAGES = ['ha', 'yo', 'ig', 'sw', 'ar'] as const satisfies readonly Language[];

/** Letters each language must show in its receipt: its marks and hooked letters (Swahili has none of its own). */
const OWN_LETTERS: Record<(typeof NEW_LANGUAGES)[number], RegExp> = {
  ha: /[ɓɗƙƴƁƊƘ]/u,
  yo: /[ẹọṣẸỌṢ]/u,
  ig: /[ịọụṅỊỌỤ]/u,
  sw: /[a-z]/u,
  ar: /[\u0621-\u064a]/u,
};

/** Every string of a receipt's words, flattened (functions and nested maps included). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The English receipt's words (four letters or more), less those the sample data or any language may hold. */
const SAME_EVERYWHERE = new Set(['coldroom', 'page']);
const englishWords = new Set(
  strings(receiptStrings('en'))
    .flatMap((text) => text.replace(/\{\w+\}/g, ' ').match(/\p{L}{4,}/gu) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => !SAME_EVERYWHERE.has(word)),
);

/** The words of the page as poppler finds them, bidi marks taken off, in logical order per word. */
const wordsOf = (pdf: Buffer) => pdfBoxes(pdf).map((word) => ({ ...word, text: word.text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').normalize('NFC') }));

describe.skipIf(!hasPoppler)('a receipt in the new languages', () => {
  it.each(NEW_LANGUAGES)('%s: its own words and letters, none of English, every character drawn', async (language) => {
    const data = sampleReceipt(language);
    const { pdf, missingGlyphs } = await renderReceiptChecked(data);
    expect(missingGlyphs).toBe(0);
    // poppler's word boxes cut Latin words where a mark needed its own span (Igbo's ọ); its page text keeps them
    // whole. Arabic's page text is in visual order, its word boxes in logical order.
    const raw = language === 'ar' ? wordsOf(pdf).map((word) => word.text) : pdfText(pdf).normalize('NFC').split(/\s+/);
    const found = new Set(raw.map((word) => word.replace(/[.,:;()«»"'،؛]+/gu, '').toLowerCase()));
    const t = receiptStrings(language);
    // the language's words for the farmer, the fee and the total, each word on the page
    for (const text of [t.farmer, t.fee, t.total]) {
      for (const word of text.normalize('NFC').match(/[\p{L}\p{M}]+/gu) ?? []) expect(found, `${language}: "${word}" of "${text}"`).toContain(word.toLowerCase());
    }
    const english = [...found].filter((word) => englishWords.has(word));
    expect(english, `${language}: English words on the receipt`).toEqual([]);
    expect(pdfText(pdf).normalize('NFC')).toMatch(OWN_LETTERS[language]);
    // nothing drawn as a stand-in (the replacement character) either
    expect(pdfText(pdf)).not.toContain('\ufffd');
  });

  it('yo: the date and time read as Yoruba writes them (named month, 15:05), not CLDR\'s "9 03 2025, 15:5"', async () => {
    const text = pdfText((await renderReceiptChecked(sampleReceipt('yo'))).pdf).normalize('NFC');
    expect(text).toContain('15:05');
    expect(text).not.toMatch(/\b\d{1,2} \d{2} \d{4}\b/);
  });

  it('ar: the page runs right to left, the phone number and the code left to right', async () => {
    const data = sampleReceipt('ar');
    const { pdf } = await renderReceiptChecked(data);
    const words = wordsOf(pdf);
    const t = receiptStrings('ar');
    const title = words.find((word) => word.text === t.title[data.movement.type].split(' ')[0]);
    const company = words.find((word) => word.text === data.company.name.split(' ')[0]);
    expect(title, JSON.stringify(words.slice(0, 12))).toBeDefined();
    expect(company).toBeDefined();
    // A5 is 420 pt wide. The header is mirrored: the company's name at the right margin, where an English receipt
    // has it at the left, and what the paper is (its title) at the left
    expect(company!.xMax).toBeGreaterThan(380);
    expect(title!.xMax).toBeLessThan(200);
    // the footer's phone, "+234 803 000 0001", reads left to right: its parts in order from left to right
    const parts = ['+234', '803', '000', '0001'].map((part) => words.find((word) => word.text === part));
    for (const part of parts) expect(part, JSON.stringify(words.filter((w) => /\d/.test(w.text)))).toBeDefined();
    for (let i = 1; i < parts.length; i += 1) expect(parts[i]!.xMin).toBeGreaterThan(parts[i - 1]!.xMax);
    expect(words.some((word) => word.text === data.movement.code)).toBe(true);
  });
});
