import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { watchConnectivity } from '../lib/connectivity';
import { forgetLastKnownData, keepLastKnownData, restoreLastKnownData } from '../lib/lastKnownData';
import { getStoredUser, isLoggedIn, subscribeSession } from '../lib/session';
import { BaseProviders } from './baseProviders';

const currentUser = () => (isLoggedIn() ? (getStoredUser()?.id?.toString() ?? null) : null);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Slow networks fail now and then; a refused request (4xx) will not get better by retrying.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      // A form sent with no network fails at once and says so (or goes to the offline queue, lib/offline):
      // it never waits unseen for the network to come back.
      mutations: { networkMode: 'always' },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => watchConnectivity(), []);
  // What the server answered is kept on the device, and shown again once the app finds itself offline.
  useEffect(() => {
    const stop = keepLastKnownData(client, currentUser);
    return () => void stop();
  }, [client]);
  useEffect(() => {
    const showLastKnown = () => {
      const user = currentUser();
      if (user !== null && !onlineManager.isOnline()) void restoreLastKnownData(client, user);
    };
    showLastKnown();
    return onlineManager.subscribe(showLastKnown);
  }, [client]);
  // Nothing of one user's data survives a logout: not in memory, not on the device.
  useEffect(
    () =>
      subscribeSession(() => {
        if (isLoggedIn()) return;
        client.clear();
        void forgetLastKnownData();
      }),
    [client],
  );
  return (
    <QueryClientProvider client={client}>
      <BaseProviders>{children}</BaseProviders>
    </QueryClientProvider>
  );
}
