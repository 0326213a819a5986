import { startTransition, StrictMode, useMemo } from 'react';
import type { Root } from 'react-dom/client';
import { authViewOf } from '../features/auth/views';
import { AuthScreen, type AuthNav } from '../features/auth/pages/AuthScreen';
import { AUTH_PATH } from '../lib/session';
import { BaseProviders } from './baseProviders';
import { runStartup } from './startup';

/**
 * Does this page load open on the login form? It does for a logged-out visit to `/auth` (its login view)
 * and to the main page, whose login guard sends a logged-out visitor to `/auth` (spec §2). Every other
 * address goes through the router, which knows each route's guard.
 */
export function opensLoginFirst(location: Pick<Location, 'pathname' | 'search'>, loggedIn: boolean): boolean {
  if (loggedIn) return false;
  if (location.pathname === '/' || location.pathname === '') return true;
  return location.pathname === AUTH_PATH && authViewOf(new URLSearchParams(location.search)) === 'login';
}

/** Where the login form moves to: another view of `/auth` or, once logged in, the app. */
export type LeaveLogin = (to: string, options: { replace: boolean }) => void;

function LoginFirst({ onLeave }: { onLeave: LeaveLogin }) {
  const nav = useMemo<AuthNav>(
    () => ({
      params: new URLSearchParams(window.location.search),
      navigate: (to, options) => onLeave(to, { replace: options?.replace ?? false }),
    }),
    [onLeave],
  );
  return <AuthScreen nav={nav} />;
}

/**
 * Draws the login form without the router and the query cache, which a first visit on slow 3G would
 * otherwise download before the form (about 43 kB compressed). The first move away from the form (logged
 * in, or to register or reset a password) hands over to the whole app at the new address.
 */
export function renderLoginFirst(root: Root, onLeave: LeaveLogin): void {
  // The main page's guard would send a logged-out visitor here; the address says so too.
  if (window.location.pathname !== AUTH_PATH) window.history.replaceState(window.history.state, '', AUTH_PATH);
  runStartup();
  startTransition(() => {
    root.render(
      <StrictMode>
        <BaseProviders>
          <LoginFirst onLeave={onLeave} />
        </BaseProviders>
      </StrictMode>,
    );
  });
}
