/** A font face as far as choosing one goes: does it have a glyph for this character? */
export interface CoverageFace {
  has(codePoint: number): boolean;
}

/** A stretch of text drawn with one face. */
export interface TextRun<F> {
  face: F;
  /** The text as given: what copying or extracting it from the PDF should give. */
  text: string;
  /** What is drawn: the text, with characters no face has replaced by a near equivalent. */
  drawn: string;
}

/**
 * Stand-ins for characters the Noto subsets lack. Intl puts U+202F (narrow no-break space) in French
 * numbers ("1 250,00") and in English times ("7:35 PM"); the Latin subset has no glyph for it.
 */
const SUBSTITUTES: Readonly<Record<number, string>> = {
  0x202f: '\u00a0',
  0x2007: '\u00a0',
  0x2009: ' ',
  0x200a: ' ',
  0x2010: '-',
  0x2011: '-',
};
const REPLACEMENT = '\ufffd';

/**
 * Splits text into runs, each drawn with one face, so every character gets a real glyph (never the
 * empty box): a character stays in the face of the run it continues when that face has it (spaces,
 * danda, ZWJ and combining marks stay with their cluster, which shaping needs), otherwise it opens a
 * run in the first face of `faces` that has it. A character no face has is drawn as a stand-in.
 * Shaping happens within a run, so a conjunct is never split across runs.
 */
export function splitRuns<F extends CoverageFace>(text: string, faces: readonly F[]): TextRun<F>[] {
  const runs: TextRun<F>[] = [];
  let current: TextRun<F> | undefined;
  for (const char of text) {
    const [face, drawn] = pick(char, current?.face, faces);
    if (!face) continue;
    if (current && current.face === face) {
      current.text += char;
      current.drawn += drawn;
    } else {
      current = { face, text: char, drawn };
      runs.push(current);
    }
  }
  return runs;
}

function pick<F extends CoverageFace>(char: string, current: F | undefined, faces: readonly F[]): [F | undefined, string] {
  const codePoint = char.codePointAt(0) as number;
  const direct = faceFor(codePoint, current, faces);
  if (direct) return [direct, char];
  for (const stand of [SUBSTITUTES[codePoint], REPLACEMENT, '?']) {
    if (stand === undefined) continue;
    const face = faceFor(stand.codePointAt(0) as number, current, faces);
    if (face) return [face, stand];
  }
  return [undefined, ''];
}

function faceFor<F extends CoverageFace>(codePoint: number, current: F | undefined, faces: readonly F[]): F | undefined {
  if (current?.has(codePoint)) return current;
  return faces.find((face) => face.has(codePoint));
}

/** Control characters and line breaks in data (names, notes) become single spaces. */
export function cleanText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    const control = code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x2028 || code === 0x2029;
    out += control ? ' ' : char;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
