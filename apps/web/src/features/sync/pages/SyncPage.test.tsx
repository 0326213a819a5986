import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enqueue, listOperations, topUpCodes } from '../../../lib/offline';
import { syncRound } from '../../../lib/offline/sync';
import { clearOffline, stubServer } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { SyncPage } from './SyncPage';

const USER = 1;

async function queueRefused() {
  stubServer(() => ({ status: 500 }));
  await topUpCodes(USER);
  const stock = await enqueue({ kind: 'check_in', path: '/operation/v1/check-ins/', body: { farmer_id: 3 }, summary: { farmer: 'Ama Boateng', crop: 'tomato', crates: 3 } });
  const out = await enqueue({
    kind: 'check_out',
    path: '/operation/v1/check-outs/',
    body: { farmer_id: 3, lines: [{ crate_id: 9 }] },
    summary: { farmer: 'Ama Boateng', crates: 1, amountMinor: 115_000, currency: 'NGN' },
    expectedTotalMinor: 115_000,
  });
  stubServer((url) =>
    url.includes('check-ins')
      ? { status: 409, body: { error: { code: 'already_checked_out', message: 'x', details: { code: 'ABC123' } } } }
      : { status: 409, body: { error: { code: 'amount_changed', message: 'x', details: { server_total_minor: 120_000, device_total_minor: 115_000 } } } },
  );
  await syncRound(USER);
  return { stock, out };
}

beforeEach(async () => {
  await clearOffline();
  actAs('Operator');
});

describe('the sync screen', () => {
  it('says when nothing waits', async () => {
    renderRoutes([{ path: '/', element: <SyncPage /> }]);
    expect(await screen.findByText(/Nothing is waiting/)).toBeInTheDocument();
  });

  it('explains each refusal in plain words with the server’s figures', async () => {
    const { stock } = await queueRefused();
    renderRoutes([{ path: '/', element: <SyncPage /> }]);
    const checkIn = await screen.findByRole('listitem', { name: /^Check-in of 3 crates of Tomato for Ama Boateng/ });
    expect(within(checkIn).getByText('Another device checked these crates out first (movement ABC123). Nothing was changed.')).toBeInTheDocument();
    expect(within(checkIn).getByText(new RegExp(`Code ${stock.code}`))).toBeInTheDocument();
    const checkOut = screen.getByRole('listitem', { name: /^Check-out of 1 crate for/ });
    expect(within(checkOut).getByText(/The server computes ₦1,200.00 instead of ₦1,150.00/)).toBeInTheDocument();
    expect(within(checkOut).getByRole('button', { name: 'Accept the server’s amount and resend' })).toBeInTheDocument();
  });

  it('asks before discarding, naming what is lost, and removes it only when confirmed', async () => {
    const { stock } = await queueRefused();
    renderRoutes([{ path: '/', element: <SyncPage /> }]);
    const checkIn = await screen.findByRole('listitem', { name: /^Check-in of 3/ });
    await userEvent.click(within(checkIn).getByRole('button', { name: 'Discard' }));
    const question = `Discard “Check-in of 3 crates of Tomato for Ama Boateng (code ${stock.code})”? It will not be recorded.`;
    expect(await screen.findByText(question)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(await listOperations(USER)).toHaveLength(2);
    await userEvent.click(within(checkIn).getByRole('button', { name: 'Discard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Check-in of 3/ })).not.toBeInTheDocument());
    expect((await listOperations(USER)).map((operation) => operation.kind)).toEqual(['check_out']);
  });

  it('retries a refused operation at once, and resends a check-out with the server’s amount under a new key', async () => {
    const { stock, out } = await queueRefused();
    const { sent } = stubServer(() => ({ status: 201, body: { id: 1 } }));
    renderRoutes([{ path: '/', element: <SyncPage /> }]);
    const checkIn = await screen.findByRole('listitem', { name: /^Check-in of 3/ });
    await userEvent.click(within(checkIn).getByRole('button', { name: 'Retry' }));
    // Generous waits: on a loaded machine the queue's IndexedDB round trips take longer than the default second.
    const slow = { timeout: 5_000 };
    await waitFor(() => expect(sent.map((call) => call.key)).toEqual([stock.id]), slow);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the server’s amount and resend' }, slow));
    await waitFor(() => expect(sent).toHaveLength(2), slow);
    expect(sent[1]!.key).not.toBe(out.id);
    expect((sent[1]!.body.offline as Record<string, unknown>).expected_total_minor).toBe(120_000);
    expect(await screen.findByText(/Nothing is waiting/, {}, slow)).toBeInTheDocument();
  });
});

describe('the sync screen of a service provider', () => {
  it('lists the offline operations the server refused in the company, with who, why and when', async () => {
    actAs('Service Provider');
    stubServer((url) =>
      url.includes('/offline-refusals/')
        ? {
            body: {
              items: [
                {
                  id: 4,
                  user_id: 7,
                  user_name: 'Emeka Okafor',
                  device_id: 'phone-0001',
                  kind: 'check_out',
                  code: 'K7P2QX',
                  error_code: 'already_checked_out',
                  message: 'x',
                  fields: null,
                  details: { code: 'ABC123' },
                  done_at: '2026-11-20T09:00:00Z',
                  received_at: '2026-11-21T10:30:00Z',
                },
              ],
              total: 1,
              page: 1,
              page_size: 10,
            },
          }
        : { status: 404 },
    );
    renderRoutes([{ path: '/', element: <SyncPage /> }]);
    expect(await screen.findByText('Check-out · K7P2QX · Emeka Okafor')).toBeInTheDocument();
    expect(screen.getByText('Another device checked these crates out first. Nothing was changed.')).toBeInTheDocument();
    expect(screen.getByText(/^Done .*2026.* · reached the server .*2026/)).toBeInTheDocument();
  });

  it('an operator does not see the company’s list', async () => {
    const { calls } = stubServer(() => ({ body: { items: [], total: 0, page: 1, page_size: 10 } }));
    renderRoutes([{ path: '/', element: <SyncPage /> }]);
    expect(await screen.findByText(/Nothing is waiting/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refused in your company' })).not.toBeInTheDocument();
    expect(calls.some(({ url }) => url.includes('/offline-refusals/'))).toBe(false);
  });
});
