/**
 * The platform the app runs on: 'android' or 'ios' inside the Capacitor shell, 'web' in a browser.
 *
 * The shell's native bridge puts a `Capacitor` object on `window` before the app's code runs; reading it
 * here keeps @capacitor/core (7 kB) out of the first page, which every browser user downloads. Pages that
 * call a device plugin import Capacitor themselves.
 */
export function nativePlatform(): string {
  const bridge = (globalThis as { Capacitor?: { getPlatform?: () => string } }).Capacitor;
  return typeof bridge?.getPlatform === 'function' ? bridge.getPlatform() : 'web';
}

export function isNativeApp(): boolean {
  return nativePlatform() !== 'web';
}
