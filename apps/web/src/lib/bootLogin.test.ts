import { LANGUAGES } from '@coldroom/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootScriptSource, loginTexts, shippedLanguages } from '../../build/bootScript';
import { opensLoginFirst } from '../app/loginFirst';
import { readBootLogin, releaseBootLogin } from './bootLogin';

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
});
