import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { isLoggedIn, subscribeSession } from '../lib/session';
import { BaseProviders } from './baseProviders';

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

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Nothing of one user's data survives a logout.
  useEffect(() => subscribeSession(() => !isLoggedIn() && client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      <BaseProviders>{children}</BaseProviders>
    </QueryClientProvider>
  );
}
