import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts';
import { Capacitor } from '@capacitor/core';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { FullScreenLoader } from './components/FullScreenLoader';
import { initI18n } from './lib/i18n';
import { ensureControlMarker } from './lib/storage';

// Order matters: the storage wipe (spec §4) comes before anything reads storage.
ensureControlMarker();
void initI18n();

if (import.meta.env.PROD && !Capacitor.isNativePlatform()) {
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <Suspense fallback={<FullScreenLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  </StrictMode>,
);
