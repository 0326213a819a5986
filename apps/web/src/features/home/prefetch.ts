import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fetchCompany, storedCompanyId } from '../../lib/company';
import { dashboardKey, fetchDashboard } from '../../lib/lookups/dashboard';
import { fetchProduce, produceKeys, type ProduceQuery } from '../../lib/lookups/produce';
import { getSessionSnapshot, type SessionSnapshot } from '../../lib/session';
import { fetchNotifications } from '../notifications/api/notifications';
import { fetchBalance } from './api/balance';
import { fetchMyFarmer } from './api/myFarmer';

/** The produce list the main page opens with (no search, first page): the same key the dashboard asks for. */
export const MAIN_PRODUCE_QUERY: Required<Pick<ProduceQuery, 'search' | 'page' | 'pageSize'>> = { search: '', page: 1, pageSize: 100 };

/**
 * Asks for one query now, into the cache the page will read. A failure leaves nothing behind: the page then
 * asks again when it mounts, exactly as it would have without this (some queries do not retry on mount).
 */
async function early<T>(client: QueryClient, queryKey: QueryKey, queryFn: () => Promise<T>): Promise<T | undefined> {
  await client.prefetchQuery({ queryKey, queryFn });
  const state = client.getQueryState<T>(queryKey);
  if (state?.status === 'error') client.removeQueries({ queryKey, exact: true });
  return state?.status === 'success' ? state.data : undefined;
}

/**
 * The main page's data, asked for as soon as the session exists rather than once its code has run and its
 * components have mounted: on a slow phone that is several seconds earlier, so the answers are there when the
 * page is first drawn (issue 25). The same keys and calls as the page's own hooks; the platform
 * administrator's main page has none of them. `session` is the one stored, or (right after Log in, during
 * the token exchange) the one being started.
 */
export function prefetchMainPage(client: QueryClient, session: SessionSnapshot = getSessionSnapshot()): void {
  const { loggedIn, role, user } = session;
  if (!loggedIn || role === null || role === 'Administrator') return;
  void early(client, dashboardKey, fetchDashboard);
  void early(client, produceKeys.list(MAIN_PRODUCE_QUERY), () => fetchProduce(MAIN_PRODUCE_QUERY));
  void early(client, ['company', storedCompanyId()], fetchCompany);
  void early(client, ['notifications', 'unread'], () => fetchNotifications(1, 1, true));
  if (role === 'Farmer' && user?.id != null) {
    const userId = user.id;
    void early(client, ['farmers', 'me', userId], () => fetchMyFarmer(userId)).then((farmer) => {
      if (farmer) void early(client, ['balance', farmer.id], () => fetchBalance(farmer.id));
    });
  }
}
