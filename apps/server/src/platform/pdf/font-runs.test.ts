import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@coldroom/contract';
import { cleanText, splitRuns, type CoverageFace } from './font-runs';
import { fontSet } from './fonts';
import { receiptStrings } from './i18n';
import { sampleReceipt } from './testing/samples';

/** A face covering the given characters. */
const face = (name: string, chars: string): CoverageFace & { name: string } => ({
  name,
  has: (codePoint) => chars.includes(String.fromCodePoint(codePoint)),
});
const latin = face('latin', ' :,.0123456789abcdefghijklmnopqrstuvwxyz\u00a0?\ufffd');
const deva = face('deva', ' \u0915\u093f\u0938\u093e\u0928\u094d\u0937\u0964\u20b9');

describe('splitRuns', () => {
  const show = (text: string) => splitRuns(text, [latin, deva]).map((run) => [run.face.name, run.text]);

  it('keeps a cluster and the spaces, danda and ₹ inside it in the face of the script', () => {
    expect(show('किसान क्ष।')).toEqual([['deva', 'किसान क्ष।']]);
    expect(show('किसान: 12 ₹5')).toEqual([
      ['deva', 'किसान'],
      ['latin', ': 12 '],
      ['deva', '₹'],
      ['latin', '5'],
    ]);
  });

  it('draws characters no face has as stand-ins, keeping the original text', () => {
    const [run] = splitRuns('1\u202f250', [latin]);
    expect(run).toMatchObject({ text: '1\u202f250', drawn: '1\u00a0250' });
    expect(splitRuns('a\u4e2db', [latin])[0]).toMatchObject({ text: 'a\u4e2db', drawn: 'a\ufffdb' });
  });

  it('cleans control characters and line breaks out of data', () => {
    expect(cleanText(' Ramesh\n\tKumar\u0007 ')).toBe('Ramesh Kumar');
  });
});

describe('the Noto faces', () => {
  it('draw every character of every receipt word and sample with a real glyph', async () => {
    const fonts = await fontSet();
    for (const language of LANGUAGES) {
      const texts = [JSON.stringify(receiptStrings(language)), JSON.stringify(sampleReceipt(language)), '₦₹€$', '0123456789'];
      for (const weight of [400, 700] as const) {
        const runs = texts.flatMap((text) => splitRuns(text, fonts.fallback(weight, language)));
        expect(runs.filter((run) => run.drawn !== run.text).map((run) => run.text), `${language} ${weight}`).toEqual([]);
      }
    }
  });

  it('put shared characters in the face of the language’s own script', async () => {
    const fonts = await fontSet();
    expect(splitRuns('।', fonts.fallback(400, 'or'))[0]?.face.key).toBe('oriya');
    expect(splitRuns('।', fonts.fallback(400, 'gu'))[0]?.face.key).toBe('gujarati');
    expect(splitRuns('₦', fonts.fallback(400, 'en'))[0]?.face.key).toBe('latin-ext');
  });
});
