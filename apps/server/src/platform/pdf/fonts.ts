import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Font } from '@foliojs-fork/fontkit';
import type PDFDocument from '@foliojs-fork/pdfkit';
import type { Language } from '@coldroom/contract';
import manifest from './font-files.json' with { type: 'json' };
import { woffToSfnt } from './woff';

export type FaceKey = 'latin' | 'latin-ext' | 'vietnamese' | 'devanagari' | 'oriya' | 'gujarati' | 'arabic';
export type Weight = 400 | 700;

export interface Face {
  key: FaceKey;
  weight: Weight;
  /** The name the face is registered under in a PDF document. */
  name: string;
  /** Where the font was read from (a WOFF file). */
  file: string;
  /** The font as plain TrueType, what pdfkit embeds. */
  data: Buffer;
  font: Font;
  has(codePoint: number): boolean;
}

/** Every face in both weights: what a run of text may be drawn with. */
export interface FontSet {
  readonly faces: readonly Face[];
  /** Registers every face with the document (pdfkit parses a face only when it is first drawn). */
  register(doc: PDFDocument): void;
  /** The faces of one weight in fallback order: Latin, the language's own script, the other Indic ones. */
  fallback(weight: Weight, language: Language): readonly Face[];
}

const SCRIPT_OF: Partial<Record<Language, FaceKey>> = { hi: 'devanagari', or: 'oriya', gu: 'gujarati', ar: 'arabic' };
const SCRIPTS = new Set<FaceKey>(Object.values(SCRIPT_OF));
const requireFrom = createRequire(import.meta.url);

/**
 * Where a font file is: beside the bundled server (dist/fonts, copied by build.mjs), or else in its
 * Fontsource package, resolved like any dependency (never a fixed path).
 */
function fontPath(entry: { package: string; file: string }): string {
  const bundled = fileURLToPath(new URL(`./fonts/${entry.file}`, import.meta.url));
  return existsSync(bundled) ? bundled : requireFrom.resolve(`${entry.package}/files/${entry.file}`);
}

async function loadFontSet(): Promise<FontSet> {
  // fontkit (with pdfkit, see receipt-document.ts) is loaded with the first document, not at start-up.
  const { default: fontkit } = await import('@foliojs-fork/fontkit');
  const faces = await Promise.all(
    manifest.faces.map(async (entry): Promise<Face> => {
      const file = fontPath(entry);
      const data = woffToSfnt(await readFile(file));
      const key = entry.key as FaceKey;
      const weight = entry.weight as Weight;
      const font = fontkit.create(data);
      return { key, weight, name: `${key}-${weight}`, file, data, font, has: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
    }),
  );
  const orders = new Map<string, Face[]>();
  return {
    faces,
    register(doc) {
      for (const face of faces) doc.registerFont(face.name, face.data);
    },
    fallback(weight, language) {
      const cacheKey = `${weight}|${language}`;
      let order = orders.get(cacheKey);
      if (!order) {
        // Latin faces first, then the document's own script, then the other Indic scripts: a character
        // several faces share (the danda, ₹) then starts a run in the face of the language's own script
        const own = SCRIPT_OF[language];
        const rank = (face: Face) => (face.key === own ? 1 : SCRIPTS.has(face.key) ? 2 : 0);
        order = faces.filter((face) => face.weight === weight).sort((a, b) => rank(a) - rank(b));
        orders.set(cacheKey, order);
      }
      return order;
    },
  };
}

let loading: Promise<FontSet> | null = null;

/** The fonts, read and parsed once per process. */
export function fontSet(): Promise<FontSet> {
  loading ??= loadFontSet().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
