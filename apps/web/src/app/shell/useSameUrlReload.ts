import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: navigating to the same URL reloads the page. The router already re-runs the loaders for a
 * same-URL navigation; this gives the page a fresh mount key and marks cached data stale, so it fetches
 * again. Other navigations remount by path only (a change of search parameters keeps the page).
 */
export function useSameUrlReload(): string {
  const location = useLocation();
  const queryClient = useQueryClient();
  const url = location.pathname + location.search;
  const [seen, setSeen] = useState({ key: location.key, url, reloads: 0 });

  // Adjusting state while rendering (React's pattern for "state derived from a changed prop").
  if (seen.key !== location.key) {
    setSeen({ key: location.key, url, reloads: seen.url === url ? seen.reloads + 1 : seen.reloads });
  }

  useEffect(() => {
    if (seen.reloads > 0) void queryClient.invalidateQueries();
  }, [seen.reloads, queryClient]);

  return `${location.pathname}#${seen.reloads}`;
}
