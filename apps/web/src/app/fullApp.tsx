import { startTransition, StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader';
import i18n from 'i18next';
import type { Role, User } from '@coldroom/contract';
import { nextPageOf } from '../features/auth/views';
import { prefetchMainPage } from '../features/home/prefetch';
import { dashboardKey } from '../lib/lookups/dashboard';
import { onIdle } from '../lib/idle';
import { warmFormatters } from '../lib/warmFormatters';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter, preloadPage, preloadShell } from './router';

/**
 * The main page's code and the logged-in shell around it, asked for while the login form is being filled in
 * (main.tsx), and the formatters the page uses, made on the first idle moment meanwhile. They need none of
 * those files: made once the files had come, on slow 3G that was at times after Log in, and the page's first
 * draw paid for them (a profile of issue 25: the header's first number took 0.15 s on the slowed phone).
 */
export const preloadMainPage = (): Promise<unknown> =>
  Promise.all([
    preloadShell(),
    preloadPage('main'),
    new Promise<void>((resolve) => void onIdle(resolve, 5000)).then(() => warmFormatters(i18n.language)),
  ]);

/** The app's one query cache, made before the app is drawn so that the main page's data can be asked for first. */
const queryClient = createQueryClient();

/**
 * Right after the login is answered, during the token exchange: the main page's data, when the login leads
 * there (not to another page the visitor asked for).
 */
export function prefetchAfterLogin(session: { role: Role; user: User | null }): void {
  if (nextPageOf(new URLSearchParams(window.location.search)) !== null) return;
  prefetchMainPage(queryClient, { loggedIn: true, ...session });
}

/** The exchange after the login failed: what was asked for that session goes. */
export function forgetEarlyData(): void {
  queryClient.clear();
}

/** Resolves once `busy` says false after a change of the query cache (or at once), or after `capMs`. */
function queriesSettledIn(busy: () => boolean, capMs: number): Promise<void> {
  if (!busy()) return Promise.resolve();
  const cache = queryClient.getQueryCache();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = window.setTimeout(done, capMs);
    const unsubscribe = cache.subscribe(() => {
      if (!busy()) done();
    });
  });
}

/**
 * Right after Log in: resolves once today's figures (asked for during the token exchange) are in, or after
 * `capMs`. The app is then first drawn with them. Drawn before, it was drawn without them in slices on the
 * slow phone, and the figures landing meanwhile made React draw the page again at once, in one blocking task,
 * as it does when a store changes under a sliced draw (issue 25's profile of the first visit).
 */
export function mainPageFiguresIn(capMs: number): Promise<void> {
  const query = queryClient.getQueryCache().find({ queryKey: dashboardKey, exact: true });
  return queriesSettledIn(() => query?.state.fetchStatus === 'fetching', capMs);
}

/**
 * The daily open, while the page saved at the last visit is on the screen (lib/bootSnapshot.ts): resolves once
 * none of the main page's early requests (prefetchStartPage) is still out, or after `capMs`. Drawn while they
 * came in, the page was drawn again at once, in blocking tasks of up to 0.8 s on the slowed phone, each time one
 * landed (issue 25's profile of the daily open); the saved page shows the user the same figures meanwhile. The
 * formatters are made while the answers are awaited, in a task of their own, not inside the first draw.
 */
export function mainPageDataIn(capMs: number): Promise<void> {
  const cache = queryClient.getQueryCache();
  onIdle(() => warmFormatters(i18n.language), 1000);
  return queriesSettledIn(() => cache.getAll().some((query) => query.state.fetchStatus === 'fetching'), capMs);
}

/** Asks for the main page's data when the app starts on it logged in (after Log in, or opened again). */
export function prefetchStartPage(): void {
  if (window.location.pathname === '/') prefetchMainPage(queryClient);
}

/**
 * The whole app: the router with every page, and the query cache. A first visit that opens the login form
 * draws that form without it (app/loginFirst.tsx) and loads this file while the user types.
 */
export function renderFullApp(root: Root): Promise<void> {
  const router = createAppRouter();
  // Drawn once the router has its first page (the guards run, the page's and the shell's code in), not
  // before: drawn at once, React committed the providers around the router's loading screen first. That
  // commit added Mantine's style variables and set the root element's colour scheme while the saved page
  // (lib/bootSnapshot.ts) or the login form was on the screen, and the phone styled and laid out that whole
  // page again for nothing (37 ms of the host's CPU, about a quarter of a second on the slowed phone, in
  // issue 25's Lighthouse trace of the daily open); the page's own commit followed and did it once more.
  // What shows meanwhile (the boot screen, the saved page or the login form) stays until the page is drawn.
  return routerReady(router).then(() => draw(root, router));
}

/** Resolves once the router has matched its first page and run what that needs (or failed to: its error page). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function draw(root: Root, router: ReturnType<typeof createAppRouter>): void {
  // The first render as a transition: React then renders in slices and lets the phone's browser handle
  // input and paint in between, instead of one long task on a slow CPU (the boot screen stays until it is done).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <Suspense fallback={<FullScreenLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });
}
