import 'fake-indexeddb/auto';
import { IDEMPOTENCY_HEADER } from '@coldroom/contract';
import { onlineManager } from '@tanstack/react-query';
import { listOperations, topUpCodes } from '../../../lib/offline';
import { clearOffline, codeBlock } from '../../../test/offline';
import { plannedFee } from '@coldroom/domain';
import { formatAmount } from '../../../lib/amounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkInAnswer, MUSA, page, ROOM } from '../../../test/operations';
import { headerOf, renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { CheckInPage } from './CheckInPage';

function setUp(failFirstPost = false) {
  actAs('Operator');
  let posts = 0;
  const stub = stubFetch((url, init) => {
    if (url.includes('/storage/v1/cooling-units/')) return { body: page([ROOM]) };
    if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
    if (url.includes('/operation/v1/check-ins/') && init.method === 'POST') {
      posts += 1;
      if (failFirstPost && posts === 1) throw new TypeError('Failed to fetch');
      return { status: 201, body: checkInAnswer() };
    }
    return { status: 404 };
  });
  renderRoutes([{ path: '/', element: <CheckInPage /> }]);
  return stub;
}

async function type(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm check-in' });

describe('check-in page', { timeout: 30_000 }, () => {
  it('names every missing field and sends nothing', async () => {
    const { calls } = setUp();
    // The operator's only room is chosen for them.
    expect(await screen.findByText('Free space in this room: 100 crates')).toBeInTheDocument();
    await type(screen.getAllByRole('textbox', { name: 'Weight of crate 1 (kg)' })[0]!, '600');
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Choose the farmer, or switch on walk-in customer.')).toBeInTheDocument();
    expect(screen.getByText('Choose the crop.')).toBeInTheDocument();
    expect(screen.getByText('Enter a weight above 0 and up to 500 kg (at most 3 decimals).')).toBeInTheDocument();
    expect(calls.some(({ init }) => init.method === 'POST')).toBe(false);
  });

  it('shows the domain fee as crates and days change, then sends one key for the confirmation and its retry', async () => {
    const { calls } = setUp(true);
    await screen.findByText('Free space in this room: 100 crates');
    await userEvent.click(screen.getByRole('switch', { name: /Walk-in customer/ }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Crop/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tomato', hidden: true }));
    expect(screen.getByText('₦100.00 per crate per day')).toBeInTheDocument();

    await type(screen.getByRole('textbox', { name: 'Number of crates' }), '3');
    expect(screen.getAllByRole('textbox', { name: /^Weight of crate \d/ })).toHaveLength(3);
    await type(screen.getByRole('textbox', { name: 'Planned days for each crate' }), '5');
    await userEvent.click(screen.getAllByRole('button', { name: 'Apply to all' })[1]!);

    const basis = { pricing: { kind: 'daily' as const, rate_minor: 10_000 }, metric: 'crates' as const, weight_grams: 25_000 };
    const estimate = screen.getByRole('status', { name: 'Fee estimate' });
    expect(within(estimate).getByTestId('planned-fee')).toHaveTextContent(formatAmount(3 * plannedFee(basis, 5), 'NGN', 'en'));
    expect(within(estimate).getByTestId('planned-fee')).toHaveTextContent('₦1,500.00');
    expect(within(estimate).getByTestId('one-day-fee')).toHaveTextContent('₦300.00');

    await type(screen.getByRole('textbox', { name: 'Number the tags from' }), 'A-008');
    await userEvent.click(screen.getByRole('button', { name: 'Number' }));
    expect(screen.getByRole('textbox', { name: 'Tag of crate 3' })).toHaveValue('A-010');

    // The first attempt never reaches the server: the form keeps everything, and the retry reuses the key.
    await userEvent.click(confirmButton());
    expect(await screen.findByText('No connection to the server. Check your internet and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tag of crate 2' })).toHaveValue('A-009');
    // The failed request made the app count itself offline; its next check finds the server again.
    act(() => onlineManager.setOnline(true));
    await userEvent.click(confirmButton());
    expect(await screen.findByTestId('movement-code')).toHaveTextContent('K7M2QX');

    const posts = calls.filter(({ init }) => init.method === 'POST');
    expect(posts).toHaveLength(2);
    const [first, second] = posts.map(({ init }) => headerOf(init, IDEMPOTENCY_HEADER));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(JSON.parse(String(posts[1]!.init.body))).toEqual({
      walk_in: true,
      cooling_unit_id: 4,
      lots: [
        {
          crop_id: 'tomato',
          harvest: 'today',
          notes: null,
          crates: [
            { weight_kg: 25, tag: 'A-008', planned_days: 5 },
            { weight_kg: 25, tag: 'A-009', planned_days: 5 },
            { weight_kg: 25, tag: 'A-010', planned_days: 5 },
          ],
        },
      ],
    });
  });

  it('removes a lot and keeps the other as it was, numbered again', async () => {
    setUp();
    await screen.findByText('Free space in this room: 100 crates');
    await userEvent.click(screen.getByRole('button', { name: 'Add another crop' }));
    await userEvent.click(screen.getAllByRole('combobox', { name: /^Crop/ })[1]!);
    // Each lot's crop list stays in the page; the second lot's is the later one.
    await userEvent.click((await screen.findAllByRole('option', { name: 'Tomato', hidden: true })).at(-1)!);
    await type(screen.getAllByRole('textbox', { name: 'Number of crates' })[1]!, '2');
    await type(screen.getAllByRole('textbox', { name: 'Weight of crate 2 (kg)' })[0]!, '31');
    expect(screen.getAllByRole('textbox', { name: /^Weight of crate \d/ })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Remove lot 1' }));
    expect(screen.getByText('Lot 1')).toBeInTheDocument();
    expect(screen.queryByText('Lot 2')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Crop/ })).toHaveValue('Tomato');
    expect(screen.getAllByRole('textbox', { name: /^Weight of crate \d/ })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Weight of crate 2 (kg)' })).toHaveValue('31');
    // A check-in keeps at least one lot.
    expect(screen.queryByRole('button', { name: /^Remove lot/ })).not.toBeInTheDocument();
    // The remaining lot still takes keys: its card was drawn again under its new number.
    await type(screen.getByRole('textbox', { name: 'Weight of crate 1 (kg)' }), '22');
    expect(screen.getByRole('textbox', { name: 'Weight of crate 1 (kg)' })).toHaveValue('22');
  });

  it('with no network, keeps the check-in on the phone with a reserved code, under the key of the attempt that got no answer', async () => {
    await clearOffline();
    const { calls } = setUp(true);
    // Codes reserved for this phone while it was online.
    await topUpCodes(1, async () => ({ ok: true, status: 201, body: codeBlock('phone-0001') }));
    await screen.findByText('Free space in this room: 100 crates');
    await userEvent.click(screen.getByRole('switch', { name: /Walk-in customer/ }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Crop/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tomato', hidden: true }));
    await type(screen.getByRole('textbox', { name: 'Number of crates' }), '2');

    // The request never gets its answer: the app now counts itself offline, and the form says what happens next.
    await userEvent.click(confirmButton());
    expect(await screen.findByText('No connection to the server. Check your internet and try again.')).toBeInTheDocument();
    await waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    expect(screen.getByText(/No network: the check-in is kept on this phone/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and keep on this phone' }));

    const code = await screen.findByTestId('movement-code');
    const [queued] = await listOperations(1);
    expect(queued).toBeDefined();
    expect(code).toHaveTextContent(String((queued!.body.offline as { code: string }).code));
    expect(screen.getByTestId('queued-receipt')).toHaveTextContent('2 crates');
    expect(queued).toMatchObject({ kind: 'check_in', path: '/operation/v1/check-ins/', state: 'waiting', summary: { crates: 2 } });
    expect(queued!.body).toMatchObject({ walk_in: true, cooling_unit_id: 4, offline: { device_id: 'phone-0001' } });
    const posts = calls.filter(({ init }) => init.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(queued!.key).toBe(headerOf(posts[0]!.init, IDEMPOTENCY_HEADER));
    act(() => onlineManager.setOnline(true));
  });

  it('puts the server’s field errors on the fields and keeps the input', async () => {
    actAs('Operator');
    stubFetch((url, init) => {
      if (url.includes('/storage/v1/cooling-units/')) return { body: page([ROOM]) };
      if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
      if (init.method === 'POST') {
        return { status: 422, body: { error: { code: 'crop_not_accepted', message: 'no', fields: { 'lots.0.crop_id': 'crop_not_accepted' } } } };
      }
      return { status: 404 };
    });
    renderRoutes([{ path: '/', element: <CheckInPage /> }]);
    await screen.findByText('Free space in this room: 100 crates');
    await userEvent.click(screen.getByRole('switch', { name: /Walk-in customer/ }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Crop/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Onion', hidden: true }));
    await userEvent.click(confirmButton());
    await waitFor(() => expect(screen.getAllByText('This cold room does not take this crop.').length).toBeGreaterThanOrEqual(1));
    expect(screen.getByRole('combobox', { name: /^Crop/ })).toHaveValue('Onion');
  });
});
