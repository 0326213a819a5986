import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { watchFormSubmits } from '../lib/focusFirstError';
import { useLook } from '../lib/look';
import { isLoggedIn, subscribeSession } from '../lib/session';
import { cssVariablesResolverFor, themeFor } from './theme';
import './accessibility.css';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Slow networks fail now and then; a refused request (4xx) will not get better by retrying.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

const Overlays = lazy(() => import('./Overlays'));

/** Popups and toasts, asked for once the first page has been drawn (lib/overlays.ts). */
function DeferredOverlays() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWanted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Nothing of one user's data survives a logout.
  useEffect(() => subscribeSession(() => !isLoggedIn() && client.clear()), [client]);
  useEffect(() => watchFormSubmits(), []);
  const look = useLook();
  const theme = useMemo(() => themeFor(look), [look]);
  const resolver = useMemo(() => cssVariablesResolverFor(look), [look]);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={resolver} defaultColorScheme="light">
        {children}
        <DeferredOverlays />
      </MantineProvider>
    </QueryClientProvider>
  );
}
