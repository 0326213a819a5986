import { LANGUAGES, TOAST_MS } from '@coldroom/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootScriptSource, loginTexts, shippedLanguages } from '../../build/bootScript';
import { opensLoginFirst } from '../app/loginFirst';
import { bootAnnouncedNetwork, readBootLogin, releaseBootLogin, whenBootLoginUsed } from './bootLogin';

type ShowsLogin = (storage: Pick<Storage, 'getItem'>, path: string, search: string) => boolean;

const translation = (language: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'public', 'assets', 'i18n', `${language}.json`), 'utf8'));
const storageOf = (items: Record<string, unknown>) => ({ getItem: (key: string) => (key in items ? JSON.stringify(items[key]) : null) });

/** The built boot script (boot/snapshot.js and boot/login.js with the texts), run as the page runs it. */
function runBootScript(): { showsLogin: ShowsLogin; written: string } {
  const written: string[] = [];
  const write = vi.spyOn(document, 'write').mockImplementation((...text: string[]) => void written.push(text.join('')));
  try {
    new Function(bootScriptSource(LANGUAGES))();
  } finally {
    write.mockRestore();
  }
  return { showsLogin: (window as unknown as { coldroomShowsBootLogin: ShowsLogin }).coldroomShowsBootLogin, written: written.join('') };
}

const box = () => document.getElementById('boot-login')!;
const input = (name: string) => box().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the login form before the app (issue 25)', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/auth');
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    localStorage.clear();
    delete (window as unknown as { coldroomAnnouncedNetwork?: boolean }).coldroomAnnouncedNetwork;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows where the app opens on its login form, logged out; not for the administrator, an invitation or another view', () => {
    const { showsLogin } = runBootScript();
    const out = storageOf({});
    const cases: [string, string][] = [['/', ''], ['/auth', ''], ['/auth', '?next=%2Ffarmers'], ['/auth', '?phone=%2B2348030000002'], ['/auth', '?view=register'], ['/auth', '?view=forgot'], ['/auth', '?view=reset&phone=1'], ['/auth', '?view=verify&phone=1'], ['/farmers', ''], ['/check-in', '']];
    for (const [path, search] of cases) expect(showsLogin(out, path, search), path + search).toBe(opensLoginFirst({ pathname: path, search }, false));
    expect(showsLogin(out, '/auth', '?as=admin')).toBe(false);
    expect(showsLogin(out, '/auth', '?code=ABC&phone=1')).toBe(false);
    expect(showsLogin(storageOf({ 'coldroom.token': { access: 'a', refresh: 'r' } }), '/', '')).toBe(false);
    expect(showsLogin(storageOf({ 'coldroom.token': { access: '', refresh: 'r' } }), '/', '')).toBe(true);
  });

  it('draws the form in the stored language, hides the app until it takes over, and takes its texts from the translation files', () => {
    localStorage.setItem('coldroom.language', JSON.stringify('hi'));
    const { written } = runBootScript();
    const hindi = translation('hi');
    expect(written).toContain('<style id="boot-login-hide">#root{display:none}</style>');
    expect(box().querySelector('h1')!.textContent).toBe(hindi.auth.title);
    expect(box().querySelector('button[type="submit"]')!.textContent).toBe(hindi.auth.submit);
    expect(box().querySelector('label[for="bl-username"]')!.textContent).toBe(hindi.auth.username);
    expect(box().querySelector<HTMLInputElement>('input[name="userType"]:checked')!.value).toBe('op');
    expect(document.documentElement.lang).toBe('hi');
    // Every shipped language has its own words, none left in English.
    const texts = loginTexts(shippedLanguages());
    expect(Object.keys(texts)).toEqual([...LANGUAGES]);
    for (const language of LANGUAGES.filter((code) => code !== 'en')) expect(texts[language]!.submit, language).toBe(translation(language).auth.submit);
  });

  it('lays the form out right to left in Arabic, and back left to right in another language', () => {
    localStorage.setItem('coldroom.language', JSON.stringify('ar'));
    runBootScript();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(box().querySelector('h1')!.textContent).toBe(translation('ar').auth.title);
    const picker = box().querySelector<HTMLSelectElement>('select')!;
    picker.value = 'yo';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.dir).toBe('ltr');
    expect(box().querySelector('h1')!.textContent).toBe(translation('yo').auth.title);
    document.documentElement.removeAttribute('dir');
  });

  it('keeps what was typed when the language changes, and hands the app the values, the focus, its caret and a tap on Log in', () => {
    runBootScript();
    box().querySelector<HTMLInputElement>('input[value="f"]')!.click();
    input('username').value = '+2348030000003';
    input('password').value = 'Coldroom-de';
    const picker = box().querySelector<HTMLSelectElement>('select')!;
    picker.value = 'or';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    expect(box().querySelector('h1')!.textContent).toBe(translation('or').auth.title);
    expect(JSON.parse(localStorage.getItem('coldroom.language')!)).toBe('or');
    expect(input('username').value).toBe('+2348030000003');
    input('password').focus();
    input('password').setSelectionRange(4, 4);
    expect(readBootLogin()).toEqual({ userType: 'f', username: '+2348030000003', password: 'Coldroom-de', focus: { field: 'password', start: 4, end: 4 }, submitted: false, language: 'or' });
    box().querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(readBootLogin()!.submitted).toBe(true);
    expect(box().querySelector('button[type="submit"]')!.getAttribute('aria-busy')).toBe('true');
    releaseBootLogin();
    expect(readBootLogin()).toBeNull();
    expect(document.getElementById('boot-login-hide')).toBeNull();
  });

  it('fills the phone number of the address, as the app’s form does', () => {
    window.history.replaceState(null, '', '/auth?phone=%2B2348030000002');
    runBootScript();
    expect(input('username').value).toBe('+2348030000002');
  });

  it('draws nothing for a logged-in visit', () => {
    localStorage.setItem('coldroom.token', JSON.stringify({ access: 'a', refresh: 'r' }));
    window.history.replaceState(null, '', '/');
    const { written } = runBootScript();
    expect(written).toBe('');
    expect(document.getElementById('boot-login')).toBeNull();
  });

  it('sends a logged-out visitor of the main page to the login form’s address', () => {
    window.history.replaceState(null, '', '/');
    runBootScript();
    expect(box()).not.toBeNull();
    expect(window.location.pathname).toBe('/auth');
  });

  /** Whether the promise has settled once the pending microtasks and a timer turn have run. */
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    return done;
  };

  it('lets the app’s form wait until the visitor uses the form: a tap once over, a key, the phone or password field’s focus, a language chosen', async () => {
    const picker = () => box().querySelector<HTMLSelectElement>('select')!;
    for (const [name, notYet, use] of [
      ['focus', () => box().querySelector<HTMLButtonElement>('.bl-show')!.focus(), () => input('username').focus()],
      ['tap', () => box().querySelector('.bl-type')!.dispatchEvent(new Event('pointerdown', { bubbles: true })), () => box().querySelector<HTMLInputElement>('input[value="f"]')!.click()],
      ['key', () => picker().dispatchEvent(new Event('click', { bubbles: true })), () => input('password').dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))],
      ['language', () => picker().focus(), () => {
        picker().value = 'hi';
        picker().dispatchEvent(new Event('change', { bubbles: true }));
      }],
    ] as const) {
      document.body.innerHTML = '<div id="root"></div>';
      runBootScript();
      const used = whenBootLoginUsed();
      expect(await settled(used), name).toBe(false);
      notYet();
      expect(await settled(used), `${name}: not yet`).toBe(false);
      use();
      expect(await settled(used), name).toBe(true);
      (document.activeElement as HTMLElement | null)?.blur();
    }
  });

  it('does not wait when there is no such form, or it is already in use; the address’s phone number is not a use', async () => {
    expect(await settled(whenBootLoginUsed())).toBe(true);
    window.history.replaceState(null, '', '/auth?phone=%2B2348030000002');
    runBootScript();
    expect(await settled(whenBootLoginUsed())).toBe(false);
    input('username').value = '+23480300000021';
    expect(await settled(whenBootLoginUsed())).toBe(true);
    input('username').value = '+2348030000002';
    input('password').focus();
    expect(await settled(whenBootLoginUsed())).toBe(true);
    input('password').blur();
    box().querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(await settled(whenBootLoginUsed())).toBe(true);
  });

  it('only downloads the files after Log in on the login form, one per task; logged in on the main page it preloads them', async () => {
    const files = ['/assets/start-a.js', '/assets/start-a.css', '/assets/fullApp-b.js'];
    const meta = () => {
      document.head.innerHTML = `<meta name="coldroom-after-login" content="${files.join(' ')} /elsewhere/x.js" />`;
    };
    const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('as') ?? '-'} ${link.getAttribute('href')}`);
    meta();
    runBootScript();
    expect(links()).toEqual([]);
    await vi.waitFor(() => expect(links()).toHaveLength(3));
    expect(links()).toEqual(files.map((href) => `prefetch - ${href}`));
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('coldroom.token', JSON.stringify({ access: 'a', refresh: 'r' }));
    window.history.replaceState(null, '', '/');
    meta();
    runBootScript();
    await vi.waitFor(() => expect(links()).toHaveLength(3));
    expect(links()).toEqual(['modulepreload - /assets/start-a.js', 'preload style /assets/start-a.css', 'modulepreload - /assets/fullApp-b.js']);
  });

  it('gives the start’s network toast in the form’s language, for as long as the app’s toasts, and tells the app so', () => {
    vi.useFakeTimers();
    localStorage.setItem('coldroom.language', JSON.stringify('hi'));
    expect(bootAnnouncedNetwork()).toBe(false);
    runBootScript();
    const toast = () => document.getElementById('boot-login-toast');
    expect(toast()!.getAttribute('role')).toBe('status');
    expect(toast()!.textContent).toBe(translation('hi').analytics.online);
    expect(toast()!.querySelector('button')!.getAttribute('aria-label')).toBe(translation('hi').shared.close);
    expect(bootAnnouncedNetwork()).toBe(true);
    // It stays when the app's form takes over, and goes after TOAST_MS.
    releaseBootLogin();
    vi.advanceTimersByTime(TOAST_MS - 1);
    expect(toast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toast()).toBeNull();
    // Offline: the danger toast, read out at once; its button closes it.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('coldroom.language', JSON.stringify('en'));
    runBootScript();
    expect(toast()!.getAttribute('role')).toBe('alert');
    expect(toast()!.textContent).toBe(translation('en').analytics.offline);
    toast()!.querySelector('button')!.click();
    expect(toast()).toBeNull();
  });

  it('gives no toast for a logged-in visit (the app gives it)', () => {
    localStorage.setItem('coldroom.token', JSON.stringify({ access: 'a', refresh: 'r' }));
    window.history.replaceState(null, '', '/');
    runBootScript();
    expect(document.getElementById('boot-login-toast')).toBeNull();
    expect(bootAnnouncedNetwork()).toBe(false);
  });
});
