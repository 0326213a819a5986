import { isCropId } from '@coldroom/domain';
import { describe, expect, it } from 'vitest';
import { CONTENT_PLACEHOLDERS, PAGE_IDS, PAGE_KIND, TOPIC_PAGE_IDS } from './pages';
import { CONTENT_LANGUAGES } from './types';
import type { AnyContentPage, ComicPage, FaqPage, TablePage, TutorialPage } from './types';
import { fillPlaceholders, hasPage, loadPage, toContentLanguage } from './index';

const files = import.meta.glob('./*/*.json', { eager: true, import: 'default' }) as Record<string, unknown>;

function fileOf(language: string, pageId: string): AnyContentPage | undefined {
  return files[`./${language}/${pageId}.json`] as AnyContentPage | undefined;
}

function english(pageId: string): AnyContentPage {
  const page = fileOf('en', pageId);
  if (!page) throw new Error(`missing en/${pageId}.json`);
  return page;
}

/** Keys whose string values are ids or fixed data, the same in every language. */
const FIXED_KEYS = new Set(['id', 'kind', 'illustration', 'sceneId', 'speaker', 'cropsA', 'cropsB']);
/** Keys whose strings may legitimately equal English: formulas, and people's names in the comic. */
const MAY_EQUAL_ENGLISH = new Set(['formulas', 'name']);
/** English-only keys (illustrator notes). */
const ENGLISH_ONLY = new Set(['scene']);

/** The structure of a page: containers and fixed values kept, translatable strings replaced by a marker. */
function shape(value: unknown, fixed = false): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v, fixed));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      if (ENGLISH_ONLY.has(k)) continue;
      out[k] = shape((value as Record<string, unknown>)[k], FIXED_KEYS.has(k));
    }
    return out;
  }
  if (typeof value === 'string') return fixed ? value : '<text>';
  return value;
}

interface TextEntry {
  path: string;
  text: string;
  /** Text a translator must translate (not an id, not English-only, not a formula). */
  translatable: boolean;
}

function texts(value: unknown, path = '', translatable = true): TextEntry[] {
  if (typeof value === 'string') return [{ path, text: value, translatable }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`, translatable));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      texts(v, path ? `${path}.${k}` : k, translatable && !FIXED_KEYS.has(k) && !ENGLISH_ONLY.has(k) && !MAY_EQUAL_ENGLISH.has(k)),
    );
  }
  return [];
}

function placeholders(page: unknown): string[] {
  const found = new Set<string>();
  for (const { text } of texts(page)) for (const m of text.matchAll(/\{([^{}]*)\}/g)) found.add(m[1] ?? '');
  return [...found].sort();
}

/** A letter of each Indian language's own script. */
const SCRIPT: Partial<Record<string, RegExp>> = {
  hi: /[\u0900-\u097F]/,
  or: /[\u0B00-\u0B7F]/,
  gu: /[\u0A80-\u0AFF]/,
};

describe('content files', () => {
  it('has every page in every language', () => {
    const missing = CONTENT_LANGUAGES.flatMap((lang) =>
      PAGE_IDS.filter((id) => !fileOf(lang, id)).map((id) => `${lang}/${id}.json`),
    );
    expect(missing).toEqual([]);
  });

  it('has no file that is not a known page in a known language', () => {
    const known = new Set(CONTENT_LANGUAGES.flatMap((lang) => PAGE_IDS.map((id) => `./${lang}/${id}.json`)));
    expect(Object.keys(files).filter((f) => !known.has(f))).toEqual([]);
  });

  describe.each(PAGE_IDS.map((id) => [id]))('%s', (pageId) => {
    it('English copy has the right id, kind and shape', () => {
      const en = english(pageId);
      expect(en.id).toBe(pageId);
      expect(en.kind).toBe(PAGE_KIND[pageId]);
      if (en.kind === 'topic' || en.kind === 'info' || en.kind === 'table') {
        expect(en.sections.length).toBeGreaterThan(0);
        for (const s of en.sections) expect(s.paragraphs.length + (s.bullets?.length ?? 0)).toBeGreaterThan(0);
        const ids = en.sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
      if ((TOPIC_PAGE_IDS as readonly string[]).includes(pageId)) expect(en.summary.length).toBeLessThanOrEqual(160);
    });

    it.each(CONTENT_LANGUAGES.map((lang) => [lang]))('%s: same structure as English', (lang) => {
      const page = fileOf(lang, pageId);
      expect(page, `${lang}/${pageId}.json`).toBeDefined();
      expect(shape(page)).toEqual(shape(english(pageId)));
    });

    it.each(CONTENT_LANGUAGES.map((lang) => [lang]))('%s: no empty string', (lang) => {
      const empty = texts(fileOf(lang, pageId)).filter((t) => t.text.trim() === '').map((t) => t.path);
      expect(empty).toEqual([]);
    });

    it.each(CONTENT_LANGUAGES.map((lang) => [lang]))('%s: same placeholders as English, all known', (lang) => {
      const found = placeholders(fileOf(lang, pageId));
      expect(found).toEqual(placeholders(english(pageId)));
      for (const name of found) expect(CONTENT_PLACEHOLDERS as readonly string[]).toContain(name);
    });

    it.each(CONTENT_LANGUAGES.filter((l) => l !== 'en').map((lang) => [lang]))('%s: translated, not a copy of English', (lang) => {
      const page = fileOf(lang, pageId);
      expect(JSON.stringify(page)).not.toBe(JSON.stringify(english(pageId)));
      const mine = texts(page).filter((t) => t.translatable);
      const theirs = new Map(texts(english(pageId)).map((t) => [t.path, t.text]));
      const same = mine.filter((t) => theirs.get(t.path) === t.text && /[a-z]{3}/i.test(t.text)).map((t) => t.path);
      // a few short strings (a name, an acronym) may match; whole untranslated passages may not
      expect(same.length, `identical to English: ${same.join(', ')}`).toBeLessThanOrEqual(Math.max(1, Math.floor(mine.length * 0.05)));
      const script = SCRIPT[lang];
      if (script) {
        const foreign = mine.filter((t) => !script.test(t.text)).map((t) => `${t.path}: ${t.text}`);
        expect(foreign).toEqual([]);
      }
    });
  });
});

describe('page-specific rules', () => {
  it('FAQ: four role groups of 6–10 questions with unique ids', () => {
    const faq = english('faq') as FaqPage;
    expect(faq.groups.map((g) => g.id)).toEqual(['farmer', 'operator', 'serviceProvider', 'general']);
    for (const g of faq.groups) {
      expect(g.items.length).toBeGreaterThanOrEqual(6);
      expect(g.items.length).toBeLessThanOrEqual(10);
    }
    const ids = faq.groups.flatMap((g) => g.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('tutorial: a track per role and for visitors, 4–7 slides each', () => {
    const t = english('slider-tutorial') as TutorialPage;
    expect(t.tracks.map((x) => x.id).sort()).toEqual(['farmer', 'general', 'operator', 'serviceProvider']);
    for (const track of t.tracks) {
      expect(track.slides.length).toBeGreaterThanOrEqual(4);
      expect(track.slides.length).toBeLessThanOrEqual(7);
    }
  });

  it('comic: 6–8 panels, each with an English scene note (English file only) and known speakers', () => {
    const comic = english('slider-comic') as ComicPage;
    expect(comic.panels.length).toBeGreaterThanOrEqual(6);
    expect(comic.panels.length).toBeLessThanOrEqual(8);
    const speakers = new Set(comic.characters.map((c) => c.id));
    for (const p of comic.panels) {
      expect(p.scene?.trim()).toBeTruthy();
      expect(p.lines.length).toBeGreaterThan(0);
      for (const l of p.lines) expect(speakers).toContain(l.speaker);
    }
    for (const lang of CONTENT_LANGUAGES.filter((l) => l !== 'en')) {
      const other = fileOf(lang, 'slider-comic') as ComicPage;
      expect(other.panels.every((p) => p.scene === undefined), `${lang}: scene notes stay in English only`).toBe(true);
    }
  });

  it('table legend: all six columns, all ethylene levels, conflicts naming crops', () => {
    const table = english('table') as TablePage;
    expect(table.columns.map((c) => c.id)).toEqual([
      'crop', 'temperature', 'humidity', 'storageLife', 'ethyleneProduction', 'ethyleneSensitivity',
    ]);
    expect(table.levels.map((l) => l.id)).toEqual(['very-high', 'high', 'moderate', 'low', 'very-low', 'na']);
    expect(table.conflicts.length).toBeGreaterThan(0);
    for (const c of table.conflicts) {
      expect(c.cropsA.length).toBeGreaterThan(0);
      expect(c.cropsB.length).toBeGreaterThan(0);
      expect(c.cropsA.filter((crop) => c.cropsB.includes(crop))).toEqual([]);
      expect([...c.cropsA, ...c.cropsB].filter((id) => !isCropId(id)), 'ids of the crop catalogue').toEqual([]);
    }
  });
});

describe('loader', () => {
  it('loads a page in its language', async () => {
    const { page, language, isFallback } = await loadPage('cooling', 'or');
    expect(language).toBe('or');
    expect(isFallback).toBe(false);
    expect(page).toEqual(fileOf('or', 'cooling'));
  });

  it('accepts a region tag and falls back to English for an unsupported language', async () => {
    expect(toContentLanguage('hi-IN')).toBe('hi');
    expect(toContentLanguage('de')).toBeUndefined();
    const loaded = await loadPage('faq', 'de');
    expect(loaded.language).toBe('en');
    expect(loaded.isFallback).toBe(true);
    expect(loaded.page.groups.length).toBeGreaterThan(0);
  });

  it('knows which pages exist', () => {
    expect(hasPage('about', 'gu')).toBe(true);
  });

  it('rejects an unknown page id', async () => {
    await expect(loadPage('nope' as never, 'en')).rejects.toThrow();
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('Write to {supportEmail} or {other}.', { supportEmail: 'help@example.org' })).toBe(
      'Write to help@example.org or {other}.',
    );
  });
});
