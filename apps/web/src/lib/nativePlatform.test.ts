import { isNativeApp, nativePlatform } from './nativePlatform';

describe('nativePlatform', () => {
  it('is web in a browser', () => {
    expect(nativePlatform()).toBe('web');
    expect(isNativeApp()).toBe(false);
  });

  it('follows the native bridge of the Android and iOS shell', () => {
    vi.stubGlobal('Capacitor', { getPlatform: () => 'android' });
    expect(nativePlatform()).toBe('android');
    expect(isNativeApp()).toBe(true);
    vi.stubGlobal('Capacitor', { getPlatform: () => 'ios' });
    expect(nativePlatform()).toBe('ios');
  });
});
