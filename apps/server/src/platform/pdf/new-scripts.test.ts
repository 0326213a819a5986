import { readFileSync } from 'node:fs';
import type { Language } from '@coldroom/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontSet, type Face } from './fonts';
import { chromiumPath, drawInChromium, launchChromium } from './testing/chromium';
import { crop, likeness } from './testing/pixels';
import { firstPageGray, hasPoppler, pdfBoxes, pdfText } from './testing/poppler';
import { renderSpecimen } from './testing/specimen';

/**
 * Issue 31's languages in the PDFs: Yoruba's tone marks and dots, Igbo's dotted vowels and ṅ, Hausa's hooked
 * letters, and Arabic joined and written right to left. Each word must be drawn (no empty box) as Chromium
 * draws it with the same fonts (HarfBuzz: an independent reference), and read back from the PDF as typed.
 */
type NewLanguage = 'yo' | 'ig' | 'ha' | 'ar';
const WORDS: Record<NewLanguage, string[]> = {
  yo: ['Ẹ̀rọ ìtutù', 'àgbẹ̀', 'ọjà', 'ṣíṣe', 'Ọ̀sẹ̀'],
  ig: ['ọkụkọ', 'ịkpa', 'ṅụ', 'ụlọ oyi'],
  ha: ['ɗaki', 'ƙwai', 'ɓera', 'ƴaƴa', 'Ƙungiya'],
  ar: ['المزارع', 'صناديق', 'مخزن', 'إيصال'],
};

const SIZE = 36; // points
const DPI = 100;
/** Share of ink that must match Chromium's within 1 px (as for the Indic scripts). */
const ALIKE = 0.97;

/** The faces a word of the language is drawn with, in the PDF's fallback order. */
async function facesOf(language: NewLanguage): Promise<Face[]> {
  const fonts = await fontSet();
  return fonts.fallback(400, language as Language).filter((face) => (language === 'ar' ? face.key === 'arabic' : ['latin', 'latin-ext', 'vietnamese'].includes(face.key)));
}

async function compare(browser: Browser, language: NewLanguage, words: string[]): Promise<Record<string, number>> {
  const specimen = await renderSpecimen(language as Language, words, SIZE, DPI);
  expect(specimen.missingGlyphs).toBe(0);
  const page = firstPageGray(specimen.pdf, DPI);
  const fonts = (await facesOf(language)).map((face) => readFileSync(face.file));
  const references = await drawInChromium(browser, words.map((text) => ({ text, font: fonts, px: (SIZE * DPI) / 72 })));
  return Object.fromEntries(words.map((word, i) => [word, likeness(crop(page, specimen.bands[i]!), references[i]!, 1)]));
}

describe.skipIf(!hasPoppler)('Yoruba, Igbo, Hausa and Arabic in the PDF', () => {
  let browser: Browser;
  beforeAll(async () => {
    const path = chromiumPath();
    if (!path) throw new Error('Chromium not found: install Debian’s chromium or set CHROMIUM_PATH');
    browser = await launchChromium(path);
  });
  afterAll(() => browser?.close());

  it.each(['yo', 'ig', 'ha'] as const)('%s: every mark and hooked letter drawn as Chromium draws it, and read back as typed', async (language) => {
    const scores = await compare(browser, language, WORDS[language]);
    for (const [word, score] of Object.entries(scores)) expect(score, `${word}: ${score.toFixed(3)}`).toBeGreaterThanOrEqual(ALIKE);
    const text = pdfText((await renderSpecimen(language, WORDS[language], SIZE, DPI)).pdf).normalize('NFC');
    for (const word of WORDS[language]) expect(text).toContain(word.normalize('NFC'));
  });

  it('ar: the letters joined as Chromium joins them', async () => {
    const scores = await compare(browser, 'ar', WORDS.ar);
    for (const [word, score] of Object.entries(scores)) expect(score, `${word}: ${score.toFixed(3)}`).toBeGreaterThanOrEqual(ALIKE);
  });

  it('ar: the comparison fails for letters drawn unjoined', async () => {
    // a zero-width non-joiner between letters keeps each in its separate form
    const unjoined = WORDS.ar.map((word) => [...word].join('\u200c'));
    const specimen = await renderSpecimen('ar', unjoined, SIZE, DPI);
    const page = firstPageGray(specimen.pdf, DPI);
    const fonts = (await facesOf('ar')).map((face) => readFileSync(face.file));
    const references = await drawInChromium(browser, WORDS.ar.map((text) => ({ text, font: fonts, px: (SIZE * DPI) / 72 })));
    const below = WORDS.ar.filter((_, i) => likeness(crop(page, specimen.bands[i]!), references[i]!, 1) < ALIKE);
    expect(below).toEqual(WORDS.ar);
  });

  it('the comparison fails for a word drawn without its marks', async () => {
    // the same words with their marks taken off, against Chromium drawing them with the marks
    const plain = WORDS.yo.map((word) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    const specimen = await renderSpecimen('yo', plain, SIZE, DPI);
    const page = firstPageGray(specimen.pdf, DPI);
    const fonts = (await facesOf('yo')).map((face) => readFileSync(face.file));
    const references = await drawInChromium(browser, WORDS.yo.map((text) => ({ text, font: fonts, px: (SIZE * DPI) / 72 })));
    const below = WORDS.yo.filter((_, i) => likeness(crop(page, specimen.bands[i]!), references[i]!, 1) < ALIKE);
    expect(below.length).toBeGreaterThanOrEqual(4);
  });

  it('ar: a line runs right to left, a phone number and an amount stay left to right inside it', async () => {
    const label = 'المبلغ';
    const line = `${label}: NGN 1,500.00 — هاتف +2348030000001 (المزارع)`;
    const { pdf, missingGlyphs } = await renderSpecimen('ar', [line], 14, DPI);
    expect(missingGlyphs).toBe(0);
    const words = pdfBoxes(pdf);
    const find = (text: string) => words.find((word) => word.text.includes(text));
    const phone = find('+2348030000001');
    const amount = find('1,500.00');
    const first = words.find((word) => word.text.replace(/[\u202a-\u202e]/g, '') === label);
    expect(phone, JSON.stringify(words)).toBeDefined();
    expect(amount).toBeDefined();
    expect(first).toBeDefined();
    // the line starts on the right: the label is right of the amount, the amount right of the phone
    expect(first!.xMin).toBeGreaterThan(amount!.xMax);
    expect(amount!.xMin).toBeGreaterThan(phone!.xMax);
    // the line ends flush with the right margin (800 pt wide page, 20 pt margins)
    expect(Math.max(...words.map((word) => word.xMax))).toBeGreaterThan(770);
  });
});
