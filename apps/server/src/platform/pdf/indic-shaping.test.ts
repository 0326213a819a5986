import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontSet, type Face } from './fonts';
import { newReceiptDocument } from './receipt-document';
import { chromiumPath, drawInChromium, launchChromium } from './testing/chromium';
import { crop, likeness } from './testing/pixels';
import { firstPageGray, hasPoppler, pdfText } from './testing/poppler';
import { renderSpecimen } from './testing/specimen';

type Indic = 'hi' | 'or' | 'gu';
const SCRIPT: Record<Indic, Face['key']> = { hi: 'devanagari', or: 'oriya', gu: 'gujarati' };

/** Conjuncts, reph, nukta, vowel signs before, above and below: the receipt's words and the brief's. */
const WORDS: Record<Indic, string[]> = {
  hi: ['क्षेत्र', 'किसान', 'भंडारण शुल्क', 'संपर्क', 'तारीख़', 'वज़न (किग्रा)'],
  or: ['ଚାଷୀ', 'ଶୀତଳ ଭଣ୍ଡାର', 'ଲକ୍ଷ୍ମୀ', 'ମାର୍ଚ୍ଚ', 'ପ୍ରଦୀପ', 'ଓଡ଼ିଶା'],
  gu: ['ખેડૂત', 'સંગ્રહ ફી', 'કોલ્ડ', 'કિશન', 'માર્ચ', 'ક્રેટ'],
};
/** Words whose look shaping changes a lot: drawn unshaped, they must fail the comparison. */
const SHAPING_SHOWS: Record<Indic, string[]> = {
  hi: ['क्षेत्र', 'किसान', 'संपर्क'],
  or: ['ଶୀତଳ ଭଣ୍ଡାର', 'ଲକ୍ଷ୍ମୀ', 'ମାର୍ଚ୍ଚ'],
  gu: ['સંગ્રહ ફી', 'કોલ્ડ', 'કિશન'],
};

const SIZE = 36; // points
const DPI = 100;
/** Share of ink that must match Chromium's within 1 px; same glyphs score 1.00 here, unshaped text 0.26–0.90. */
const ALIKE = 0.97;

/** How alike each word looks in the PDF (fontkit, poppler) and in Chromium (HarfBuzz, Skia). */
async function compare(browser: Browser, language: Indic, words: string[]): Promise<Record<string, number>> {
  const fonts = await fontSet();
  const face = fonts.faces.find((f) => f.key === SCRIPT[language] && f.weight === 400) as Face;
  const specimen = await renderSpecimen(language, words, SIZE, DPI);
  expect(specimen.missingGlyphs).toBe(0);
  const page = firstPageGray(specimen.pdf, DPI);
  // Chromium gets the Fontsource WOFF file itself, not the TrueType the PDF code makes of it
  const references = await drawInChromium(browser, words.map((text) => ({ text, font: readFileSync(face.file), px: (SIZE * DPI) / 72 })));
  return Object.fromEntries(words.map((word, i) => [word, likeness(crop(page, specimen.bands[i]!), references[i]!, 1)]));
}

/** Makes fontkit lay text out as if it had no script-specific shaping (the default shaper, no Indic rules). */
async function withoutShaping<T>(work: () => Promise<T>): Promise<T> {
  const { faces } = await fontSet();
  const proto = Object.getPrototypeOf((faces[0] as Face).font) as { layout: (text: string, features?: string[], script?: string) => unknown };
  const layout = proto.layout;
  proto.layout = function (this: unknown, text: string, features?: string[]) {
    return layout.call(this, text, features, 'latn');
  };
  try {
    return await work();
  } finally {
    proto.layout = layout;
  }
}

describe.skipIf(!hasPoppler)('Indic shaping in the PDF', () => {
  let browser: Browser;
  beforeAll(async () => {
    const path = chromiumPath();
    if (!path) throw new Error('Chromium not found: install Debian’s chromium or set CHROMIUM_PATH');
    browser = await launchChromium(path);
  });
  afterAll(() => browser?.close());

  it.each(['hi', 'or', 'gu'] as const)('%s: looks as Chromium (HarfBuzz) draws it, and reads back as typed', async (language) => {
    const scores = await compare(browser, language, WORDS[language]);
    for (const [word, score] of Object.entries(scores)) expect(score, `${word}: ${score.toFixed(3)}`).toBeGreaterThanOrEqual(ALIKE);
    const { pdf } = await renderSpecimen(language, WORDS[language], SIZE, DPI);
    const text = pdfText(pdf);
    for (const word of WORDS[language]) expect(text).toContain(word);
  });

  it.each(['hi', 'or', 'gu'] as const)('%s: the comparison fails when shaping is switched off', async (language) => {
    const scores = await withoutShaping(() => compare(browser, language, SHAPING_SHOWS[language]));
    for (const [word, score] of Object.entries(scores)) expect(score, `${word}: ${score.toFixed(3)}`).toBeLessThan(ALIKE);
  });

  it('needs /ActualText to read back ि in place, and the text check catches a wrong font', async () => {
    const fonts = await fontSet();
    const doc = await newReceiptDocument({ info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    fonts.register(doc);
    doc.font('devanagari-400').fontSize(20).text('किसान', 40, 60, { lineBreak: false }); // right face, no span
    doc.font('latin-400').text('भंडारण', 40, 120, { lineBreak: false }); // a face without Devanagari
    doc.end();
    await ended;
    const text = pdfText(Buffer.concat(chunks));
    expect(text).toContain('िकसान'); // glyphs in visual order: the vowel sign first
    expect(text).not.toContain('किसान');
    expect(text).not.toContain('भंडारण');
  });
});
