import { TOAST_MS } from '@coldroom/contract';
import { notifications } from '@mantine/notifications';
import { openNewVersionPopup } from '../components/popups/NewVersionPopup';
import { setNavigator } from '../lib/navigation';
import { isLoggedIn } from '../lib/session';
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage';
import { stubFetch } from '../test/render';
import { announceNetworkStatus, checkBackendVersion, checkVersionCode, isPublicPage, storeHasNewBuild } from './startup';

vi.mock('../components/popups/NewVersionPopup', () => ({ openNewVersionPopup: vi.fn() }));

const logIn = () => {
  writeItem(STORAGE_KEYS.token, { access: 'a', refresh: 'r' });
  writeItem(STORAGE_KEYS.role, 'Operator');
};

describe('backend version check (spec §4)', () => {
  beforeEach(() => setNavigator(vi.fn()));

  it('stores the new version and logs out when it changed while logged in', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    logIn();
    writeItem(STORAGE_KEYS.backendVersion, '1.0.0');
    stubFetch((url) => (url.endsWith('/user/version/') ? { body: { version: '1.1.0' } } : { body: {} }));
    await checkBackendVersion();
    expect(readItem(STORAGE_KEYS.backendVersion)).toBe('1.1.0');
    expect(isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });

  it('keeps the session when the version is the same', async () => {
    logIn();
    writeItem(STORAGE_KEYS.backendVersion, '1.0.0');
    stubFetch(() => ({ body: { version: '1.0.0' } }));
    await checkBackendVersion();
    expect(isLoggedIn()).toBe(true);
  });

  it('only stores a changed version when logged out', async () => {
    writeItem(STORAGE_KEYS.backendVersion, '1.0.0');
    const { calls } = stubFetch(() => ({ body: { version: '2.0.0' } }));
    await checkBackendVersion();
    expect(readItem(STORAGE_KEYS.backendVersion)).toBe('2.0.0');
    expect(calls).toHaveLength(1);
  });

  it('on a first run only stores the version', async () => {
    logIn();
    stubFetch(() => ({ body: { version: '1.0.0' } }));
    await checkBackendVersion();
    expect(readItem(STORAGE_KEYS.backendVersion)).toBe('1.0.0');
    expect(isLoggedIn()).toBe(true);
  });

  it.each([
    ['a server error', () => stubFetch(() => ({ status: 500 }))],
    ['no network', () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')))],
    ['a body without a version', () => stubFetch(() => ({ body: null }))],
  ])('ignores %s silently', async (_name, arrange) => {
    logIn();
    writeItem(STORAGE_KEYS.backendVersion, '1.0.0');
    arrange();
    const error = vi.spyOn(console, 'error');
    await expect(checkBackendVersion()).resolves.toBeUndefined();
    expect(isLoggedIn()).toBe(true);
    expect(readItem(STORAGE_KEYS.backendVersion)).toBe('1.0.0');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('version code check (spec §4)', () => {
  it('compares as a string on Android, dots turned into zeros', () => {
    expect(storeHasNewBuild('android', '1.0.3', '10003')).toBe(false);
    expect(storeHasNewBuild('android', '1.0.3', '103')).toBe(true);
    expect(storeHasNewBuild('android', '42', '42')).toBe(false);
    expect(storeHasNewBuild('android', '42', '41')).toBe(true);
  });

  it('compares as numbers elsewhere', () => {
    expect(storeHasNewBuild('ios', '10', '9')).toBe(true);
    expect(storeHasNewBuild('ios', '9', '10')).toBe(false);
    expect(storeHasNewBuild('ios', '10', '10')).toBe(false);
    expect(storeHasNewBuild('ios', 'abc', '10')).toBe(false);
  });

  it('is skipped on desktop (the web build)', async () => {
    const { calls } = stubFetch(() => ({}));
    await checkVersionCode({ platform: 'web', readDeviceCode: async () => '1' });
    expect(calls).toHaveLength(0);
  });

  it('on Android asks the Android code and shows the popup with the store link', async () => {
    const { calls } = stubFetch(() => ({ body: { version_code: '1.2.0', store_url: 'https://play.example/coldroom' } }));
    await checkVersionCode({ platform: 'android', readDeviceCode: async () => '10100' });
    expect(calls[0]?.url).toBe('/api/storage/version-code/android');
    expect(openNewVersionPopup).toHaveBeenCalledWith('https://play.example/coldroom');
  });

  it('on Android shows nothing when the build matches', async () => {
    stubFetch(() => ({ body: { version_code: '1.2.0', store_url: 'x' } }));
    await checkVersionCode({ platform: 'android', readDeviceCode: async () => '10200' });
    expect(openNewVersionPopup).not.toHaveBeenCalled();
  });

  it('on iOS asks the iOS code and compares numbers', async () => {
    const { calls } = stubFetch(() => ({ body: { version_code: '15', store_url: 'https://apps.example/coldroom' } }));
    await checkVersionCode({ platform: 'ios', readDeviceCode: async () => '14' });
    expect(calls[0]?.url).toBe('/api/storage/version-code/ios');
    expect(openNewVersionPopup).toHaveBeenCalledWith('https://apps.example/coldroom');
  });

  it('a failed check shows nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 503 }));
    await checkVersionCode({ platform: 'android', readDeviceCode: async () => '1' });
    expect(openNewVersionPopup).not.toHaveBeenCalled();
  });
});

describe('network status at start (spec §2)', () => {
  it('shows the success toast analytics.online when online', () => {
    const show = vi.spyOn(notifications, 'show');
    announceNetworkStatus(true);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'You are online.', color: 'green', autoClose: TOAST_MS }));
  });

  it('is not the app starting on a public storage certificate page (no toast there)', () => {
    expect(isPublicPage('/c/AbCdEfGhIjKlMnOpQrStUv')).toBe(true);
    expect(isPublicPage('/c/AbCdEfGhIjKlMnOpQrStUv/3')).toBe(true);
    expect(isPublicPage('/check-out')).toBe(false);
    expect(isPublicPage('/')).toBe(false);
  });

  it('shows the danger toast analytics.offline when offline', () => {
    const show = vi.spyOn(notifications, 'show');
    announceNetworkStatus(false);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('You are offline'), color: 'red' }));
  });

  it('is given once at start, by the app or, on the login form drawn before the app, by that form alone', async () => {
    stubFetch(() => ({ status: 503 }));
    const show = vi.spyOn(notifications, 'show');
    for (const [announcedBefore, calls] of [[false, 1], [true, 0]] as const) {
      show.mockClear();
      vi.resetModules();
      (window as unknown as { coldroomAnnouncedNetwork?: boolean }).coldroomAnnouncedNetwork = announcedBefore;
      const { runStartup } = await import('./startup');
      runStartup();
      runStartup();
      expect(show.mock.calls.filter(([shown]) => String(shown.message).includes('online')), String(announcedBefore)).toHaveLength(calls);
    }
    delete (window as unknown as { coldroomAnnouncedNetwork?: boolean }).coldroomAnnouncedNetwork;
  });
});
