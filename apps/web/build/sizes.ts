import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The size budget of the first page, in one place. The build-size test (e2e/delivery.spec.ts) fails when a
 * build goes over it; `npm run bench -- --only=web` prints the figures beside the targets.
 *
 * The budget is the target: 150 kB of JavaScript and 30 kB of CSS, gzipped. A first visit's login
 * form runs without the router and the query cache (app/loginFirst.tsx); they come with the rest of the app
 * (app/fullApp.tsx) while the user types.
 */
export const FIRST_PAGE_BUDGET = { jsGzipBytes: 150_000, cssGzipBytes: 30_000 } as const;
export const FIRST_PAGE_TARGET = { jsGzipBytes: 150_000, cssGzipBytes: 30_000 } as const;

/**
 * What a Log in opens beyond the first page (the rest of the app, the shell, the main page): at most this many
 * files. On slow 3G each costs a 400 ms round trip, six at a time; they came in 70 files before
 * build/afterLoginChunks.ts, and the last of them still downloading at the tap on Log in held its request up.
 */
export const AFTER_LOGIN_FILES_BUDGET = 50;
export const AFTER_LOGIN_SOURCES = ['src/app/fullApp.tsx', 'src/app/shell/ShellLayout.tsx', 'src/features/home/pages/MainPage.tsx'] as const;

/** The page a first visit opens: logged out, the main page and `/auth` open the login form. */
export const FIRST_PAGE_SOURCE = 'src/features/auth/pages/AuthScreen.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  jsGzip: number;
  cssGzip: number;
  files: number;
}

export interface RouteSize extends Sizes {
  page: string;
}

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first (npm run build)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
function gzipBytes(dist: string, file: string): number {
  const path = join(dist, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

function measure(dist: string, manifest: Manifest, keys: Iterable<string>): Sizes {
  let jsGzip = 0;
  let cssGzip = 0;
  let files = 0;
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    jsGzip += gzipBytes(dist, chunk.file);
    files += 1;
    for (const file of chunk.css ?? []) css.add(file);
  }
  for (const file of css) cssGzip += gzipBytes(dist, file);
  return { jsGzip, cssGzip, files: files + css.size };
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  if (!key) throw new Error('the build has no entry chunk');
  return key;
}

/**
 * What a first visit needs before the login form works: the entry and everything it imports (the login
 * screen is part of it), and the login screen's own chunk should it ever be split off again.
 */
export function firstPageSizes(dist: string): Sizes {
  const manifest = readManifest(dist);
  const needed = closure(manifest, entryKey(manifest));
  if (manifest[FIRST_PAGE_SOURCE]) closure(manifest, FIRST_PAGE_SOURCE, needed);
  const sizes = measure(dist, manifest, needed);
  // The boot script written into index.html (build/bootScript.ts) is JavaScript of the first page too.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, text = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) sizes.jsGzip += gzipSync(text, { level: 9 }).length;
  return sizes;
}

/** What a Log in opens (AFTER_LOGIN_SOURCES and what they import) beyond the first page's files. */
export function afterLoginSizes(dist: string): Sizes {
  const manifest = readManifest(dist);
  const entry = closure(manifest, entryKey(manifest));
  const needed = new Set<string>();
  for (const source of AFTER_LOGIN_SOURCES) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the build (renamed? update AFTER_LOGIN_SOURCES)`);
    closure(manifest, source, needed);
  }
  return measure(dist, manifest, [...needed].filter((key) => !entry.has(key)));
}

/** Each page's own download on top of the entry (its chunk and what only it imports), largest first. */
export function routeSizes(dist: string): RouteSize[] {
  const manifest = readManifest(dist);
  const entry = closure(manifest, entryKey(manifest));
  const pages = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && /\/(pages\/[^/]+|shell\/ShellLayout|app\/fullApp)\.tsx$/.test(key));
  return pages
    .map((key) => {
      const own = [...closure(manifest, key)].filter((name) => !entry.has(name));
      return { page: key.replace(/^.*\/(pages|app)\//, '').replace(/\.tsx$/, ''), ...measure(dist, manifest, own) };
    })
    .sort((a, b) => b.jsGzip - a.jsGzip);
}
