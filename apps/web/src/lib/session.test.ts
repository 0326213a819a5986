import type { LoginResponse } from '@coldroom/contract';
import { stubFetch } from '../test/render';
import { setNavigator } from './navigation';
import { apiFetch } from './api';
import { getStoredUser, isLoggedIn, logout, normaliseUser, purgeSession, setEarlyData, startSession, takePendingUserLanguage } from './session';
import { getRole, getToken, readItem, STORAGE_KEYS, writeItem } from './storage';

const loginResponse = (phone: string | null = '+2348030000002'): LoginResponse => ({
  refresh: 'refresh-1',
  access: 'login-access',
  role: 'Operator',
  company: 3,
  csrf_token: 'csrf',
  user: {
    id: 12,
    first_name: 'Ada',
    last_name: 'Obi',
    email: null,
    gender: 'female',
    phone,
    last_login: null,
    language: 'hi',
    role: 'Operator',
    company: 3,
  },
});

describe('login sequence (spec §4)', () => {
  it('stores role, company and user, marks the device, exchanges the refresh token, stores the token', async () => {
    const seenAtExchange: unknown[] = [];
    const { calls } = stubFetch(() => {
      seenAtExchange.push(getRole(), readItem(STORAGE_KEYS.company), getStoredUser()?.id, readItem(STORAGE_KEYS.loggedDevice), getToken());
      return { body: { access: 'access-1', refresh: 'refresh-2' } };
    });
    expect(isLoggedIn()).toBe(false);
    await startSession(loginResponse());

    // Role, company, user and the device flag were stored before the exchange; the token after it.
    expect(seenAtExchange).toEqual(['Operator', 3, 12, true, null]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/user/token/refresh/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refresh: 'refresh-1' });
    expect(getToken()).toEqual({ access: 'access-1', refresh: 'refresh-2' });
    expect(isLoggedIn()).toBe(true);
    expect(takePendingUserLanguage()).toBe('hi');
    expect(takePendingUserLanguage()).toBeNull();
  });

  it('asks for the first page’s data during the exchange with the login’s own access token, never stored', async () => {
    const early: string[] = [];
    let exchange: (() => void) | null = null;
    const { calls } = stubFetch((url) => {
      if (url.endsWith('/user/token/refresh/')) return new Promise((resolve) => (exchange = () => resolve({ body: { access: 'access-1', refresh: 'refresh-2' } })));
      return { body: { ok: true } };
    });
    setEarlyData({
      answered: (session) => {
        early.push(`${session.role} ${session.user?.id}`);
        void apiFetch('/operation/v1/dashboard/');
      },
      failed: () => early.push('failed'),
    });
    try {
      const started = startSession(loginResponse());
      await vi.waitFor(() => expect(exchange).not.toBeNull());
      // The exchange is on its way; the early request went with the login's token, and nothing is stored.
      expect(early).toEqual(['Operator 12']);
      const dashboard = calls.find((call) => call.url.endsWith('/operation/v1/dashboard/'));
      expect(new Headers(dashboard?.init.headers).get('Authorization')).toBe('Bearer login-access');
      expect(getToken()).toBeNull();
      expect(isLoggedIn()).toBe(false);
      exchange!();
      await started;
      // From then on the stored (exchanged) token goes, and the login's token is forgotten.
      await apiFetch('/operation/v1/dashboard/');
      expect(new Headers(calls.at(-1)?.init.headers).get('Authorization')).toBe('Bearer access-1');
    } finally {
      setEarlyData(null);
    }
  });

  it('forgets the early data and the login’s token when the exchange fails', async () => {
    const early: string[] = [];
    const { calls } = stubFetch((url) => (url.endsWith('/user/token/refresh/') ? { status: 401, body: { error: { code: 'token_invalid', message: 'no' } } } : { status: 401, body: { error: { code: 'not_authenticated', message: 'no' } } }));
    setEarlyData({ answered: () => early.push('answered'), failed: () => early.push('failed') });
    try {
      await expect(startSession(loginResponse())).rejects.toMatchObject({ code: 'token_invalid' });
      expect(early).toEqual(['answered', 'failed']);
      await expect(apiFetch('/operation/v1/dashboard/')).rejects.toMatchObject({ status: 401 });
      expect(new Headers(calls.at(-1)?.init.headers).get('Authorization')).toBeNull();
    } finally {
      setEarlyData(null);
    }
  });

  it('turns a phone of the string "None" into an empty phone', async () => {
    stubFetch(() => ({ body: { access: 'a', refresh: 'r' } }));
    await startSession(loginResponse('None'));
    expect(getStoredUser()?.phone).toBe('');
    expect(normaliseUser(loginResponse('+234').user).phone).toBe('+234');
  });

  it('leaves nothing half-done when the exchange fails', async () => {
    stubFetch(() => ({ status: 401, body: { error: { code: 'token_invalid', message: 'no' } } }));
    await expect(startSession(loginResponse())).rejects.toMatchObject({ code: 'token_invalid' });
    expect(isLoggedIn()).toBe(false);
    expect(getRole()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('is logged in only while an access token is stored', () => {
    writeItem(STORAGE_KEYS.token, { access: '', refresh: 'r' });
    expect(isLoggedIn()).toBe(false);
    writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
    expect(isLoggedIn()).toBe(true);
  });
});

describe('logout and purge', () => {
  const signedIn = () => {
    writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r9' });
    writeItem(STORAGE_KEYS.role, 'Farmer');
    writeItem(STORAGE_KEYS.company, 3);
    writeItem(STORAGE_KEYS.user, loginResponse().user);
    writeItem(STORAGE_KEYS.language, 'gu');
    writeItem(STORAGE_KEYS.loggedDevice, true);
  };

  it('logout tells the server (best effort), clears token, role, company and user, and goes to /auth replacing history', async () => {
    signedIn();
    const navigate = vi.fn();
    setNavigator(navigate);
    const { calls } = stubFetch(() => ({ status: 500 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logout();
    expect(calls[0]?.url).toBe('/api/user/v1/logout/');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ refresh: 'r9' });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer a');
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.company, STORAGE_KEYS.user]) expect(readItem(key)).toBeNull();
    // Other keys stay (language, device flag).
    expect(readItem(STORAGE_KEYS.language)).toBe('gu');
    expect(readItem(STORAGE_KEYS.loggedDevice)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('purge clears the session without calling the server and goes to /auth replacing history', () => {
    signedIn();
    const navigate = vi.fn();
    setNavigator(navigate);
    const { calls } = stubFetch(() => ({}));
    purgeSession();
    expect(calls).toHaveLength(0);
    expect(isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });
});
