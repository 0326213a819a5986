import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { dashboardKey } from '../../lib/lookups/dashboard';
import { produceKeys } from '../../lib/lookups/produce';
import { stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { MAIN_PRODUCE_QUERY, prefetchMainPage } from './prefetch';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const paths = (calls: { url: string }[]) => calls.map((call) => new URL(call.url, 'http://x').pathname + new URL(call.url, 'http://x').search).sort();

describe("the main page's data, asked for when the session starts (issue 25)", () => {
  it("asks an operator's dashboard, produce list, company and unread count into the keys the page reads", async () => {
    actAs('Operator');
    const { calls } = stubFetch((url) => {
      if (url.includes('/dashboard/')) return { body: { view: 'operator', rooms: [] } };
      if (url.includes('/produce/')) return { body: { items: [{ id: 7 }], total: 1 } };
      if (url.includes('/companies/')) return { body: { id: 1, name: 'Demo Cold Rooms' } };
      return { body: { items: [], total: 0, unread: 3 } };
    });
    const queries = client();
    prefetchMainPage(queries);
    await waitFor(() => expect(queries.getQueryData(['notifications', 'unread'])).toBeDefined());
    await waitFor(() => expect(queries.getQueryData(['company', 1])).toEqual({ id: 1, name: 'Demo Cold Rooms' }));
    expect(queries.getQueryData(dashboardKey)).toEqual({ view: 'operator', rooms: [] });
    expect(queries.getQueryData(produceKeys.list({ search: '', page: 1, pageSize: 100 }))).toEqual({ items: [{ id: 7 }], total: 1 });
    expect(MAIN_PRODUCE_QUERY).toEqual({ search: '', page: 1, pageSize: 100 });
    expect(paths(calls)).toHaveLength(4);
  });

  it('leaves nothing behind for a call that failed, so that the page asks again when it opens', async () => {
    actAs('Operator');
    stubFetch((url) => (url.includes('/companies/') ? { status: 500, body: { detail: 'down' } } : { body: { items: [], total: 0 } }));
    const queries = client();
    prefetchMainPage(queries);
    await waitFor(() => expect(queries.getQueryData(dashboardKey)).toBeDefined());
    await waitFor(() => expect(queries.getQueryCache().find({ queryKey: ['company', 1] })).toBeUndefined(), { timeout: 10_000 });
  });

  it("asks a farmer's own record and then their balance", async () => {
    actAs('Farmer');
    const { calls } = stubFetch((url) => {
      if (url.includes('/balance/')) return { body: { items: [] } };
      if (url.includes('/farmers/')) return { body: { items: [{ id: 42, user_id: 1 }], total: 1 } };
      return { body: { items: [], total: 0 } };
    });
    const queries = client();
    prefetchMainPage(queries);
    await waitFor(() => expect(queries.getQueryData(['balance', 42])).toEqual({ items: [] }));
    expect(queries.getQueryData(['farmers', 'me', 1])).toEqual({ id: 42, user_id: 1 });
    expect(calls.some((call) => call.url.includes('/dashboard/'))).toBe(true);
  });

  it('asks nothing for the platform administrator, nor when logged out', () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    actAs('Administrator');
    prefetchMainPage(client());
    actAs(null);
    prefetchMainPage(client());
    expect(calls).toHaveLength(0);
  });
});
