import { STORAGE_KEYS, writeItem } from './storage';

/**
 * The daily open (issue 25). The main page, once drawn with its figures, is saved on the phone as markup;
 * the next time the app is opened on the main page, boot/snapshot.js shows that markup (inert, with
 * a moving bar) before any of the app's code has downloaded or run, and the app takes its place once it has
 * drawn the page afresh. Saved per user; removed on logout with the session (lib/session.ts) and by the
 * storage wipe. The part of the page marked `data-boot-skip` (the produce list and the shortcuts, below the
 * first screen) is left out: the snapshot stays small (it is read synchronously at start).
 */
export interface BootSnapshot {
  v: 1;
  user: number;
  savedAt: number;
  /** Text of the moving bar for screen readers ("Loading…" in the user's language). */
  label: string;
  html: string;
  /** Stylesheets the page had (paths under /assets/), written before the markup so that they block its paint. */
  links: string[];
  /** The page's own style elements (Mantine's variables), written as they were. */
  styles: string[];
  /** The root element's attributes (language, direction, colour scheme, look). */
  attributes: [string, string][];
  /** The font files the page had loaded (fontKey), asked for at the next open before the app draws. */
  fonts?: string[];
}

/**
 * A font face as boot/snapshot.js names it (family, weight, style and characters): each Noto file covers
 * a range of characters, and a page with, say, a naira sign needs the Latin Extended file besides the Latin one.
 */
export function fontKey(face: Pick<FontFace, 'family' | 'weight' | 'style' | 'unicodeRange'>): string {
  return [face.family, face.weight, face.style, face.unicodeRange].join('|');
}

function loadedFonts(): string[] {
  const keys: string[] = [];
  if (typeof document.fonts?.forEach !== 'function') return keys;
  document.fonts.forEach((face) => {
    if (face.status === 'loaded') keys.push(fontKey(face));
  });
  return [...new Set(keys)];
}

/** Larger than this (a page far longer than its first screen) is not worth a synchronous read at start. */
export const MAX_SNAPSHOT_CHARS = 150_000;
const ASSET_CSS = /^\/assets\/[\w.-]+\.css$/;

/** The snapshot of what `root` shows now, or null when it is too large. */
export function takeBootSnapshot(root: HTMLElement, user: number, label: string, now = Date.now()): BootSnapshot | null {
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[data-boot-skip]').forEach((element) => element.remove());
  const html = copy.innerHTML;
  if (html.length > MAX_SNAPSHOT_CHARS) return null;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => new URL(link.href, window.location.href))
    .filter((url) => url.origin === window.location.origin && ASSET_CSS.test(url.pathname))
    .map((url) => url.pathname);
  // Not index.html's own style (the boot screen's), which the page has anyway.
  const styles = [...document.head.querySelectorAll('style:not([data-boot-snapshot]):not(#boot-style)')]
    .map((style) => style.textContent ?? '')
    .filter((css) => css && !css.includes('<'));
  const attributes = [...document.documentElement.attributes].map((attribute): [string, string] => [attribute.name, attribute.value]);
  return { v: 1, user, savedAt: now, label, html, links: [...new Set(links)], styles, attributes, fonts: loadedFonts() };
}

/** Saves what the main page shows now for the next open. */
export function saveBootSnapshot(user: number, label: string): void {
  const root = document.getElementById('root');
  if (!root) return;
  const snapshot = takeBootSnapshot(root, user, label);
  if (snapshot) writeItem(STORAGE_KEYS.bootSnapshot, snapshot);
}

/** The app has drawn its own page: the snapshot (if one was shown) goes and the app's root is shown. */
/** Is the page saved at the last visit on the screen (drawn by the boot script, not yet released)? */
export function showsBootSnapshot(): boolean {
  return document.getElementById('boot-snapshot') !== null;
}

export function releaseBootSnapshot(): void {
  document.getElementById('boot-snapshot-hide')?.remove();
  document.getElementById('boot-snapshot')?.remove();
  document.querySelectorAll('style[data-boot-snapshot]').forEach((style) => style.remove());
}
