import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { watchConnectivity } from '../lib/connectivity';
import { forgetLastKnownData, keepsQuery, LAST_KNOWN_DATA_MAX_AGE_MS, lastKnownDataPersister } from '../lib/lastKnownData';
import { getStoredUser, isLoggedIn, subscribeSession } from '../lib/session';
import { BaseProviders } from './baseProviders';

/**
 * Raise when the app starts reading the API's answers differently: data saved under another value is not
 * read back. (A new backend version logs everyone out, spec §4, and a logout removes the data anyway.)
 */
const LAST_KNOWN_DATA_FORMAT = '1';
const currentUser = () => (isLoggedIn() ? (getStoredUser()?.id?.toString() ?? null) : null);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Answers stay in memory as long as they are kept on the device (lib/lastKnownData.ts).
        gcTime: LAST_KNOWN_DATA_MAX_AGE_MS,
        // Slow networks fail now and then; a refused request (4xx) will not get better by retrying.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      // A form sent with no network fails at once and says so, and a tap on "send" tries again at once:
      // it never waits unseen for the network to come back (operations queued offline are issue 13's).
      mutations: { networkMode: 'always' },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persistOptions] = useState<Omit<PersistQueryClientOptions, 'queryClient'>>(() => ({
    persister: lastKnownDataPersister(currentUser),
    maxAge: LAST_KNOWN_DATA_MAX_AGE_MS,
    buster: LAST_KNOWN_DATA_FORMAT,
    dehydrateOptions: { shouldDehydrateQuery: keepsQuery },
  }));
  useEffect(() => watchConnectivity(), []);
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
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      <BaseProviders>{children}</BaseProviders>
    </PersistQueryClientProvider>
  );
}
