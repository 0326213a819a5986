import type { LoginResponse } from '@coldroom/contract';
import i18n from 'i18next';
import { stubFetch } from '../test/render';
import { applyLanguage } from './i18n';
import { getStoredUser, startSession } from './session';
import { getLanguage, STORAGE_KEYS, writeItem } from './storage';
import { applyPendingUserLanguage, chooseLanguage } from './userLanguage';

const answer: LoginResponse = {
  refresh: 'r',
  access: 'a0',
  role: 'Farmer',
  company: null,
  csrf_token: 'c',
  user: { id: 5, first_name: 'Ravi', last_name: 'K', email: null, gender: 'male', phone: '+919876543210', last_login: null, language: 'hi', role: 'Farmer', company: null },
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('display language', () => {
  it("applies the user's language on the first navigation after login, once", async () => {
    stubFetch(() => ({ body: { access: 'a', refresh: 'r2' } }));
    await startSession(answer);
    expect(i18n.language).toBe('en');
    await applyPendingUserLanguage();
    expect(i18n.language).toBe('hi');
    expect(getLanguage()).toBe('hi');
    await applyLanguage('gu');
    await applyPendingUserLanguage();
    expect(i18n.language).toBe('gu');
  });

  it('neither applies nor stores an unsupported language', async () => {
    await applyLanguage('fr');
    expect(await applyLanguage('de')).toBe(false);
    expect(i18n.language).toBe('fr');
    expect(getLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('saves the choice on the account when logged in', async () => {
    writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
    writeItem(STORAGE_KEYS.user, answer.user);
    const { calls } = stubFetch(() => ({ body: { ...answer.user, language: 'or' } }));
    await chooseLanguage('or');
    expect(calls[0]?.url).toBe('/api/user/v1/users/5/');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ language: 'or' });
    expect(getStoredUser()?.language).toBe('or');
    expect(getLanguage()).toBe('or');
  });

  it('only applies it on the device when logged out, and survives a failed save', async () => {
    const { calls } = stubFetch(() => ({ status: 500 }));
    await chooseLanguage('pt');
    expect(calls).toHaveLength(0);
    expect(i18n.language).toBe('pt');
    writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
    writeItem(STORAGE_KEYS.user, answer.user);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(chooseLanguage('fr')).resolves.toBeUndefined();
    expect(i18n.language).toBe('fr');
  });
});
