import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { releaseBootSnapshot } from '../lib/bootSnapshot';
import { applyPendingUserLanguage } from '../lib/userLanguage';
import { runStartup } from './startup';

/** Runs the start-up checks once and applies the user's language on the first navigation after login. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation();

  useEffect(() => {
    runStartup();
  }, []);

  useEffect(() => {
    void applyPendingUserLanguage();
  }, [location.key]);

  // The last saved main page is shown only while the app opens on the main page (lib/bootSnapshot.ts).
  useEffect(() => {
    if (location.pathname !== '/') releaseBootSnapshot();
  }, [location.pathname]);

  return (
    <>
      {navigation.state !== 'idle' && (
        // A progress bar needs a name (axe: aria-progressbar-name); this one is the page being opened.
        <Progress aria-label={t('shared.loading')} value={100} animated size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
