import { startTransition, StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { AppProviders } from './providers';
import { createAppRouter, preloadPage } from './router';

/** The main page's code, asked for while the login form is being filled in (main.tsx). */
export const preloadMainPage = (): Promise<unknown> => preloadPage('main');

/**
 * The whole app: the router with every page, and the query cache. A first visit that opens the login form
 * draws that form without it (app/loginFirst.tsx) and loads this file while the user types.
 */
export function renderFullApp(root: Root): void {
  const router = createAppRouter();
  // The first render as a transition: React then renders in slices and lets the phone's browser handle
  // input and paint in between, instead of one long task on a slow CPU (the boot screen stays until it is done).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <Suspense fallback={<FullScreenLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });
}
