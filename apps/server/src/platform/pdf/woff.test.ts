import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@foliojs-fork/fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const woffFile = createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff');

describe('woffToSfnt', () => {
  it('gives the same font, uncompressed: same glyphs, same shaping', () => {
    const woff = readFileSync(woffFile);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    const [a, b] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(b.postscriptName).toBe(a.postscriptName);
    const ids = (text: string, font: typeof a) => font.layout(text).glyphs.map((glyph) => glyph.id);
    for (const word of ['क्षेत्र', 'किसान', 'भंडारण शुल्क', 'र्क']) expect(ids(word, b)).toEqual(ids(word, a));
  });

  it('passes anything else through', () => {
    const other = Buffer.from('not a font');
    expect(woffToSfnt(other)).toBe(other);
  });
});
