import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { logout } from './session';
import { fontKey, releaseBootSnapshot, takeBootSnapshot, type BootSnapshot } from './bootSnapshot';
import { readItem, STORAGE_KEYS, writeItem } from './storage';
import { actAs } from '../test/sessions';
import { stubFetch } from '../test/render';

type Markup = (storage: Pick<Storage, 'getItem'>, path: string, now: number) => { head: string; body: string; attributes: [string, string][] } | null;

/** boot/snapshot.js as the page runs it (a plain script), with document.write caught. */
function runBootScript(): { markup: Markup; written: string[] } {
  const written: string[] = [];
  const source = readFileSync(join(import.meta.dirname, '..', '..', 'boot', 'snapshot.js'), 'utf8');
  const write = vi.spyOn(document, 'write').mockImplementation((...text: string[]) => void written.push(text.join('')));
  try {
    new Function(source)();
  } finally {
    write.mockRestore();
  }
  return { markup: (window as unknown as { coldroomSnapshotMarkup: Markup }).coldroomSnapshotMarkup, written };
}

function pageWithFigures(): HTMLElement {
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-abc.css"><link rel="stylesheet" href="https://elsewhere.example/x.css"><style>:root{--mantine-color-blue-9:#1864ab}</style>';
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  document.body.innerHTML = '<div id="root"><h1>Hello, Amina</h1><section><h2 id="glance-title">Today</h2><p>12 crates</p></section><div data-boot-skip><a href="/produce-details/1">Tomatoes</a></div></div>';
  return document.getElementById('root')!;
}

const storageOf = (items: Record<string, unknown>) => ({ getItem: (key: string) => (key in items ? JSON.stringify(items[key]) : null) });

describe('the daily open: the main page as last drawn (issue 25)', () => {
  afterEach(() => {
    // The boot script watches the page until it is parsed (here long ago): it stops now.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('keeps the first screen, the stylesheets of this site, the page styles and the root attributes; not the part below it', () => {
    const snapshot = takeBootSnapshot(pageWithFigures(), 1, 'Loading…', 1000)!;
    expect(snapshot.html).toContain('Hello, Amina');
    expect(snapshot.html).toContain('12 crates');
    expect(snapshot.html).not.toContain('Tomatoes');
    expect(snapshot.links).toEqual(['/assets/index-abc.css']);
    expect(snapshot.styles).toEqual([':root{--mantine-color-blue-9:#1864ab}']);
    expect(snapshot.attributes).toContainEqual(['data-mantine-color-scheme', 'light']);
    expect(snapshot).toMatchObject({ v: 1, user: 1, savedAt: 1000, label: 'Loading…' });
  });

  it('is written before the app runs only for the same user, still logged in, on the main page, within a week', () => {
    const snapshot = takeBootSnapshot(pageWithFigures(), 1, 'Loading…', 1000)!;
    const { markup } = runBootScript();
    const session = { 'coldroom.token': { access: 'a', refresh: 'r' }, 'coldroom.user': { id: 1 }, 'coldroom.bootSnapshot': snapshot };
    const shown = markup(storageOf(session), '/', 2000)!;
    expect(shown.head).toContain('<link rel="stylesheet" data-boot-snapshot href="/assets/index-abc.css">');
    expect(shown.head).toContain('<style id="boot-snapshot-hide">#root{display:none}</style>');
    expect(shown.body).toContain('Hello, Amina');
    expect(shown.body).toContain('Loading…');
    expect(shown.body).not.toContain('Tomatoes');
    expect(shown.attributes).toContainEqual(['data-mantine-color-scheme', 'light']);

    expect(markup(storageOf(session), '/settings', 2000)).toBeNull();
    expect(markup(storageOf({ ...session, 'coldroom.token': { access: '', refresh: 'r' } }), '/', 2000)).toBeNull();
    expect(markup(storageOf({ ...session, 'coldroom.user': { id: 2 } }), '/', 2000)).toBeNull();
    expect(markup(storageOf(session), '/', 1000 + 8 * 24 * 3600 * 1000)).toBeNull();
    expect(markup(storageOf({ ...session, 'coldroom.bootSnapshot': { ...snapshot, v: 2 } }), '/', 2000)).toBeNull();
    expect(markup({ getItem: () => '{not json' }, '/', 2000)).toBeNull();
  });

  it('writes no stylesheet from elsewhere and no style that could close its element', () => {
    const snapshot: BootSnapshot = { ...takeBootSnapshot(pageWithFigures(), 1, 'x', 1000)!, links: ['/assets/a.css', '//evil.example/a.css', '/assets/../x.css"'], styles: ['a{}', 'b{}</style><script>alert(1)</script>'] };
    const { markup } = runBootScript();
    const shown = markup(storageOf({ 'coldroom.token': { access: 'a' }, 'coldroom.user': { id: 1 }, 'coldroom.bootSnapshot': snapshot }), '/', 2000)!.head;
    expect(shown.match(/<link /g)).toHaveLength(1);
    expect(shown).not.toContain('evil');
    expect(shown).not.toContain('alert');
  });

  it('puts the page first in the body and the stylesheets in the head when the script runs (as the first script of the head)', () => {
    const snapshot = takeBootSnapshot(pageWithFigures(), 1, 'Loading…', Date.now())!;
    // The script shows the snapshot on the main page's address only (other test files may have moved it).
    window.history.replaceState(null, '', '/');
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
    writeItem(STORAGE_KEYS.user, { id: 1 });
    writeItem(STORAGE_KEYS.bootSnapshot, snapshot);
    const { written } = runBootScript();
    expect(written.join('')).toContain('<style id="boot-snapshot-hide">');
    const copy = document.body.firstElementChild!;
    expect(copy.id).toBe('boot-snapshot');
    expect(copy).toHaveAttribute('inert');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy.textContent).toContain('Hello, Amina');
  });

  it('takes out a later copy of a stylesheet it wrote as the parser adds it, until the page is parsed', async () => {
    const snapshot = takeBootSnapshot(pageWithFigures(), 1, 'Loading…', Date.now())!;
    window.history.replaceState(null, '', '/');
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
    writeItem(STORAGE_KEYS.user, { id: 1 });
    writeItem(STORAGE_KEYS.bootSnapshot, snapshot);
    runBootScript();
    // What the parser meets after the script: the page's own link to the same stylesheet, and another one.
    document.body.insertAdjacentHTML('beforeend', '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="stylesheet" href="/assets/other.css">');
    await Promise.resolve();
    expect([...document.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(['/assets/other.css']);
    // Once the page is parsed it watches no more.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.body.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/index-abc.css">');
    await Promise.resolve();
    expect(document.querySelectorAll('link[href="/assets/index-abc.css"]')).toHaveLength(1);
  });

  it('names the font files the page had loaded, and asks for those (only) at the next open, once the first frame comes', () => {
    type Face = { family: string; weight: string; style: string; unicodeRange: string; status: string; load: () => Promise<unknown> };
    const face = (unicodeRange: string, status: string): Face => ({ family: 'Noto Sans', weight: '600', style: 'normal', unicodeRange, status, load: vi.fn(() => Promise.resolve()) });
    const latin = face('U+0-FF', 'loaded');
    const extended = face('U+100-2BA, U+20A0-20AB', 'loaded');
    const devanagari = face('U+900-97F', 'unloaded');
    const fonts = { forEach: (each: (face: Face) => void) => [latin, extended, devanagari].forEach(each) };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    try {
      const snapshot = takeBootSnapshot(pageWithFigures(), 1, 'Loading…', Date.now())!;
      expect(snapshot.fonts).toEqual([fontKey(latin), fontKey(extended)]);
      // The next open: none of them loaded yet.
      latin.status = extended.status = 'unloaded';
      window.history.replaceState(null, '', '/');
      document.body.innerHTML = '<div id="root"></div>';
      writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
      writeItem(STORAGE_KEYS.user, { id: 1 });
      writeItem(STORAGE_KEYS.bootSnapshot, snapshot);
      const frames: FrameRequestCallback[] = [];
      const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      runBootScript();
      frame.mockRestore();
      expect(latin.load).not.toHaveBeenCalled();
      frames.forEach((callback) => callback(0));
      expect(latin.load).toHaveBeenCalledTimes(1);
      expect(extended.load).toHaveBeenCalledTimes(1);
      expect(devanagari.load).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('shows nothing at start for a logged-out phone, and goes when the app has drawn its page', () => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    expect(runBootScript().written).toEqual([]);
    document.body.innerHTML = '<style id="boot-snapshot-hide"></style><style data-boot-snapshot></style><div id="boot-snapshot"></div><div id="root"></div>';
    releaseBootSnapshot();
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
  });

  it('is forgotten at logout with the session', () => {
    actAs('Operator');
    stubFetch(() => ({ body: {} }));
    writeItem(STORAGE_KEYS.bootSnapshot, takeBootSnapshot(pageWithFigures(), 1, 'x'));
    logout();
    expect(readItem(STORAGE_KEYS.bootSnapshot)).toBeNull();
  });
});
