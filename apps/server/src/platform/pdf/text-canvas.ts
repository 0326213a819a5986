import { languageDirection, type Language } from '@coldroom/contract';
import bidiFactory from 'bidi-js';
import { cleanText, splitRuns, type TextRun } from './font-runs';
import type { Face, FontSet } from './fonts';
import type { ReceiptDocument } from './receipt-document';

export interface TextStyle {
  size: number;
  bold?: boolean;
}
export type Align = 'left' | 'right' | 'center';

/** Line box height and baseline position, as multiples of the font size. Indic scripts need the room:
 *  vowel signs and reph rise above the headline, and conjunct parts and u/uu signs hang below. */
const LINE_HEIGHT = 1.5;
const BASELINE = 1.1;

const bidi = bidiFactory();
const BIDI_MARKS = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]$/;
/** A phone number in text: an optional plus, then at least 7 digits with spaces or hyphens between. */
const PHONE = /\+?\d(?:[\d -]{5,}\d)/g;

/**
 * Text drawn with Noto faces chosen character by character, shaped by fontkit within each run. Where
 * the glyphs of a run would read back as something else (a reordered vowel sign ि, a reph, a stand-in
 * character), the run is wrapped in an /ActualText span, so copying or extracting the text gives the
 * characters in logical order rather than in the visual order of the glyphs.
 */
export class TextCanvas {
  /** Per face: the text each glyph id maps to in the PDF's ToUnicode table (pdfkit keeps the first). */
  private readonly toUnicode = new Map<string, Map<number, string>>();
  /** Glyphs drawn as .notdef (an empty box); stays 0 while every character has a face. */
  missingGlyphs = 0;
  /** Right to left (Arabic): the page is laid out as a mirror image and each line ordered by the bidi algorithm. */
  readonly rtl: boolean;

  constructor(
    readonly doc: ReceiptDocument,
    private readonly fonts: FontSet,
    private readonly language: Language,
  ) {
    this.rtl = languageDirection(language) === 'rtl';
  }

  /**
   * Where a box of `width` that a left-to-right page puts at `x` goes: the same place, or mirrored across the
   * page for a right-to-left language. Pictures, frames and bars use it; text lines do it themselves.
   */
  mirrorX(x: number, width: number): number {
    return this.rtl ? this.doc.page.width - x - width : x;
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  width(text: string, style: TextStyle): number {
    return this.runs(text, style).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /** Greedy word wrap; a word wider than the line is broken between grapheme clusters. */
  wrap(text: string, style: TextStyle, maxWidth: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of cleanText(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const { segment } of new Intl.Segmenter(this.language, { granularity: 'grapheme' }).segment(word)) {
        if (line && this.width(line + segment, style) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  /** One line of text whose baseline is at `baseline`, aligned within [x, x + width]. */
  line(text: string, x: number, baseline: number, style: TextStyle, width = 0, align: Align = 'left'): void {
    if (this.rtl) {
      x = this.mirrorX(x, width);
      align = align === 'left' ? 'right' : align === 'right' ? 'left' : align;
    }
    const runs = this.rtl ? this.visualRuns(text, style) : this.runs(text, style);
    const total = runs.reduce((sum, run) => sum + this.runWidth(run, style), 0);
    let cursor = align === 'right' ? x + width - total : align === 'center' ? x + (width - total) / 2 : x;
    for (const run of runs) {
      const runWidth = this.runWidth(run, style); // also selects the run's face and size
      if (process.env.RTL_DEBUG) console.log(JSON.stringify(run.drawn), run.face.key, cursor.toFixed(1), runWidth.toFixed(1));
      this.drawRun(run, cursor, baseline);
      cursor += runWidth;
    }
  }

  private drawRun(run: TextRun<Face>, x: number, baseline: number): void {
    const options = { lineBreak: false, baseline: 'alphabetic' } as const;
    if (!this.needsActualText(run)) {
      this.doc.text(run.drawn, x, baseline, options);
      return;
    }
    // An invisible trailing space makes the span reach the run's full advance: extractors take the
    // span's extent from its glyphs, and a last glyph without advance (a reph, a vowel sign below)
    // would leave a gap that reads as a space before the next run.
    // Not in a right-to-left script: fontkit lays a word and its space out reversed, so the space would come
    // first and push the word right (a right-to-left line is drawn a word at a time, see visualRuns).
    const drawn = /\s$/.test(run.drawn) || run.face.key === 'arabic' ? run.drawn : `${run.drawn} `;
    this.doc.withActualText(run.text, () => this.doc.text(drawn, x, baseline, options));
  }

  /** Wrapped text from `top`; returns the height used. */
  block(text: string, x: number, top: number, width: number, style: TextStyle, align: Align = 'left'): number {
    const lines = this.wrap(text, style, width);
    const height = this.lineHeight(style);
    lines.forEach((line, i) => this.line(line, x, top + i * height + style.size * BASELINE, style, width, align));
    return lines.length * height;
  }

  /** Height `block` would use, without drawing. */
  blockHeight(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, style, width).length * this.lineHeight(style);
  }

  private runs(text: string, style: TextStyle): TextRun<Face>[] {
    return splitRuns(cleanText(text), this.fonts.fallback(style.bold ? 700 : 400, this.language));
  }

  /**
   * A right-to-left line's runs in the order they are drawn, left to right (Unicode bidi algorithm, UAX #9,
   * through bidi-js): the line is cut where the embedding level changes, and inside right-to-left stretches at
   * each space, so that reversing the pieces reverses the order of the words; fontkit then draws each Arabic
   * word's glyphs right to left itself. Numbers, phone numbers and Latin words keep their own left-to-right
   * order inside the line; brackets in right-to-left stretches are mirrored.
   */
  private visualRuns(text: string, style: TextStyle): TextRun<Face>[] {
    // Phone numbers are isolated left to right (LRI … PDI): "+234 803 …" keeps its plus sign in front.
    const clean = cleanText(text).replace(PHONE, (phone) => `\u2066${phone}\u2069`);
    const { levels } = bidi.getEmbeddingLevels(clean, 'rtl');
    const pieces: { text: string; level: number }[] = [];
    for (let i = 0; i < clean.length; i += 1) {
      let char = clean[i]!;
      // a character outside the Basic Multilingual Plane is two code units of the same level
      if (/[\uD800-\uDBFF]/.test(char) && i + 1 < clean.length) char += clean[++i]!;
      // directional formatting marks (the isolates above, and the RLM / ALM Intl puts in Arabic dates and
      // amounts) order the line and are not drawn
      if (BIDI_MARKS.test(char)) continue;
      const level = levels[i]!;
      if (level % 2 === 1) char = bidi.getMirroredCharacter(char) ?? char;
      const last = pieces.at(-1);
      const breaks = level % 2 === 1 && (char === ' ' || last?.text === ' ');
      if (last && last.level === level && !breaks) last.text += char;
      else pieces.push({ text: char, level });
    }
    const highest = Math.max(0, ...pieces.map((piece) => piece.level));
    const lowestOdd = Math.min(...pieces.map((piece) => piece.level).filter((level) => level % 2 === 1), highest + 1);
    for (let level = highest; level >= lowestOdd; level -= 1) {
      for (let start = 0; start < pieces.length; ) {
        if (pieces[start]!.level < level) {
          start += 1;
          continue;
        }
        let end = start;
        while (end + 1 < pieces.length && pieces[end + 1]!.level >= level) end += 1;
        const reversed = pieces.slice(start, end + 1).reverse();
        pieces.splice(start, reversed.length, ...reversed);
        start = end + 1;
      }
    }
    const faces = this.fonts.fallback(style.bold ? 700 : 400, this.language);
    return pieces.flatMap((piece) => {
      const runs = splitRuns(piece.text, faces);
      return piece.level % 2 === 1 ? runs.reverse() : runs;
    });
  }

  private runWidth(run: TextRun<Face>, style: TextStyle): number {
    return this.doc.font(run.face.name).fontSize(style.size).widthOfString(run.drawn);
  }

  /**
   * Whether text extraction needs an /ActualText span to give the run's characters back: when a
   * character was drawn as a stand-in; when a glyph sits off its pen position (GPOS-placed vowel signs
   * and marks, which pdfkit draws with a text matrix of their own, so extractors see a gap or a new line
   * inside the word); or when the glyphs, read back through the ToUnicode table, spell something else
   * (ि drawn before its consonant, a reph after its cluster). The run is shaped as pdfkit shapes it
   * (word by word, each word with its trailing space), and each glyph keeps the first text recorded for
   * it, as in pdfkit's table.
   */
  private needsActualText(run: TextRun<Face>): boolean {
    let map = this.toUnicode.get(run.face.name);
    if (!map) this.toUnicode.set(run.face.name, (map = new Map([[0, '\u0000']]))); // pdfkit maps .notdef to U+0000
    let readBack = '';
    let positioned = false;
    for (const word of run.drawn.split(/(?<=[ \t])/)) {
      const shaped = shape(run.face, word);
      positioned ||= shaped.positioned;
      shaped.glyphs.forEach(([id, text]) => {
        if (id === 0) this.missingGlyphs += 1;
        if (!map.has(id)) map.set(id, text);
        readBack += map.get(id);
      });
    }
    return positioned || run.drawn !== run.text || readBack !== run.text;
  }
}

interface Shaped {
  /** Glyph id and the text it stands for. */
  glyphs: [number, string][];
  positioned: boolean;
}

/** Shaping results by face and word: receipts repeat their words, and shaping Indic text is not free. */
const shapedWords = new Map<string, Shaped>();
const SHAPED_WORDS_KEPT = 5000;

function shape(face: Face, word: string): Shaped {
  const key = `${face.name}\u0000${word}`;
  let shaped = shapedWords.get(key);
  if (!shaped) {
    const run = face.font.layout(word);
    shaped = {
      glyphs: run.glyphs.map((glyph) => [glyph.id, String.fromCodePoint(...glyph.codePoints)]),
      positioned: run.positions.some((position) => position.xOffset !== 0 || position.yOffset !== 0),
    };
    if (shapedWords.size >= SHAPED_WORDS_KEPT) shapedWords.clear();
    shapedWords.set(key, shaped);
  }
  return shaped;
}
