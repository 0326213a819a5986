import { Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { applyPendingUserLanguage } from '../lib/userLanguage';
import { runStartup } from './startup';

/** Runs the start-up checks once and applies the user's language on the first navigation after login. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    runStartup();
  }, []);

  useEffect(() => {
    void applyPendingUserLanguage();
  }, [location.key]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress value={100} animated size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
