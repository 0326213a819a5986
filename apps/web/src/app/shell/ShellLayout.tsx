// The rest of Mantine's styles, behind login (main.tsx loads what the login page needs). Loaded before any
// page inside the shell, so Mantine's rules keep coming before the pages' own styles.
import './mantineStyles';
import { AppShell } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { marketFeaturesAllowed } from '../../lib/company';
import { networkChanged, startOfflineSync } from '../../lib/offline';
import { onlineManager } from '@tanstack/react-query';
import { useRouteHandle, useRouteTitleKey } from '../../lib/routeHandle';
import { useSession } from '../../lib/session';
import { audienceOf, menuFor } from '../menu';
import { AppHeader } from './AppHeader';
import { LoginInvitation } from './LoginInvitation';
import { BottomNav, SideNav } from './Navigation';
import classes from './Shell.module.css';
import { useSameUrlReload } from './useSameUrlReload';

const HEADER = 'calc(3.5rem + env(safe-area-inset-top))';
const FOOTER = 'calc(4rem + env(safe-area-inset-bottom))';

function useDocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Mobile first: a bottom bar on phones (< 48em, 768 px), a side bar on laptops. */
export function ShellLayout() {
  const session = useSession();
  const entries = menuFor(audienceOf(session.role, session.loggedIn), marketFeaturesAllowed());
  const reloadKey = useSameUrlReload();
  const handle = useRouteHandle();
  // A logged-out visitor of a page that needs an account is invited to log in instead of meeting 401s.
  const invite = !session.loggedIn && handle?.needsAccount === true;
  const { t } = useTranslation();
  useDocumentTitle();
  // The queue of operations done offline goes out from any page behind login (issue 13).
  useEffect(() => {
    const stop = startOfflineSync();
    // The app's own idea of the network drives the queue too (lib/connectivity.ts).
    let wasOnline = onlineManager.isOnline();
    // The app may have found itself offline before the shell was drawn (a page loaded with no network).
    if (!wasOnline) networkChanged(false);
    const stopWatching = onlineManager.subscribe((online) => {
      if (online === wasOnline) return;
      wasOnline = online;
      networkChanged(online);
    });
    return () => {
      stopWatching();
      stop();
    };
  }, []);
  return (
    <AppShell
      header={{ height: HEADER }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: FOOTER, sm: 0 } }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <AppHeader />
      </AppShell.Header>
      {/* One menu at a time for screen readers too: the side bar is not displayed on phones, the bottom bar not on laptops. */}
      <AppShell.Navbar className={classes.navbar} aria-label={t('nav.label')} visibleFrom="sm">
        <SideNav entries={entries} />
      </AppShell.Navbar>
      <AppShell.Main>
        <div className={classes.page}>
          {invite && handle ? <LoginInvitation titleKey={handle.titleKey} /> : <Outlet key={reloadKey} />}
        </div>
      </AppShell.Main>
      <AppShell.Footer className={classes.footer} hiddenFrom="sm">
        <BottomNav entries={entries} scan={session.role === 'Operator'} />
      </AppShell.Footer>
    </AppShell>
  );
}
