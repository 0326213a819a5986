/**
 * Loads content pages lazily: every {lang}/{page}.json is its own chunk (dynamic import), so the
 * service worker can precache each one, and a page is fetched only when it is read.
 * A page missing in a language falls back to English.
 */
import { PAGE_IDS, isPageId } from './pages';
import type { PageId } from './pages';
import { CONTENT_LANGUAGES, FALLBACK_LANGUAGE } from './types';
import type { ContentLanguage, PageContent } from './types';

export * from './pages';
export * from './types';

type Loader = () => Promise<unknown>;

const loaders = import.meta.glob('./*/*.json', { import: 'default' }) as Record<string, Loader>;

function key(language: ContentLanguage, pageId: PageId): string {
  return `./${language}/${pageId}.json`;
}

/** 'hi', 'hi-IN', 'HI_in' → 'hi'; anything unsupported → undefined. */
export function toContentLanguage(language: string | null | undefined): ContentLanguage | undefined {
  const base = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (CONTENT_LANGUAGES as readonly string[]).includes(base) ? (base as ContentLanguage) : undefined;
}

/** Whether a page exists in a language (without fallback). */
export function hasPage(pageId: PageId, language: ContentLanguage): boolean {
  return key(language, pageId) in loaders;
}

export interface LoadedPage<P extends PageId> {
  page: PageContent<P>;
  /** The language the page was found in. */
  language: ContentLanguage;
  /** True when the page is shown in English because the asked language has no copy of it. */
  isFallback: boolean;
}

/**
 * Loads a page in a language, falling back to English when the language or its copy of the page is
 * missing (or its chunk cannot be fetched). Rejects only for an unknown page id.
 */
export async function loadPage<P extends PageId>(pageId: P, language: string): Promise<LoadedPage<P>> {
  if (!isPageId(pageId)) throw new Error(`Unknown content page: ${String(pageId)}`);
  const asked = toContentLanguage(language);
  const wanted = asked ?? FALLBACK_LANGUAGE;
  const own = loaders[key(wanted, pageId)];
  if (own && wanted !== FALLBACK_LANGUAGE) {
    try {
      return { page: (await own()) as PageContent<P>, language: wanted, isFallback: false };
    } catch {
      // chunk not reachable (offline and not cached): show English if that is available
    }
  }
  const english = loaders[key(FALLBACK_LANGUAGE, pageId)];
  if (!english) throw new Error(`Content page has no English copy: ${pageId}`);
  return {
    page: (await english()) as PageContent<P>,
    language: FALLBACK_LANGUAGE,
    isFallback: asked !== FALLBACK_LANGUAGE,
  };
}

/** Loads every page of a language (and English), e.g. after the first visit, to warm the offline cache. */
export async function preloadPages(language: string): Promise<void> {
  await Promise.allSettled(PAGE_IDS.map((id) => loadPage(id, language)));
}

/** Replaces {name} placeholders with their values; unknown placeholders stay as they are. */
export function fillPlaceholders(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => values[name] ?? whole);
}
