import type { CapacitorConfig } from '@capacitor/cli';

/**
 * Wraps the web build (dist/) as the Android and iOS apps.
 *
 * Spec §9 asks for iOS UI mode with scroll assist and scroll padding off. Those are options of the
 * original UI kit; this app has no such kit-level scroll helpers, so there is nothing to switch on,
 * and the native scroll view is told not to add its own insets: the app's CSS handles the safe areas
 * (viewport-fit=cover plus env(safe-area-inset-*)), which keeps inputs from jumping when the keyboard opens.
 */
const config: CapacitorConfig = {
  appId: 'org.coldroom.app',
  appName: 'Coldroom',
  webDir: 'dist',
  ios: {
    contentInset: 'never',
    scrollEnabled: true,
  },
  android: {
    allowMixedContent: false,
  },
};

export default config;
