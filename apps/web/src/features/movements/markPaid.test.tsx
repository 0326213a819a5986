import type { Movement, Role } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MUSA, page, ROOM } from '../../test/operations';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { MovementsPage } from './pages/MovementsPage';

const UNPAID: Movement = {
  id: 88,
  code: 'P4X9TT',
  type: 'check_out',
  time: '2026-11-22T10:00:00Z',
  company: { id: 1, name: 'Demo Cold Rooms' },
  cooling_unit: { id: 4, name: 'Dawanau Room A' },
  farmer: { id: 3, name: 'Musa Ibrahim', phone: '+2348030000003', is_walk_in: false },
  operator: { user_id: 1, name: 'Amina Bello' },
  check_in_id: null,
  check_out_id: 5,
  crates: 2,
  weight_kg: 50,
  currency: 'NGN',
  subtotal_minor: 20_000,
  discount_minor: 500,
  total_minor: 19_500,
  payment_method: 'cash',
  paid: false,
  due_minor: 19_500,
  editable: false,
  market_survey_pending: false,
};
const PAID: Movement = { ...UNPAID, id: 89, code: 'Z9Z9Z9', check_out_id: 6, paid: true, due_minor: 0 };

/** The server: the history, and the payment endpoint answering as `payment` says. */
function setUp(role: Role, payment: { status: number; body?: unknown } = { status: 200 }) {
  actAs(role);
  let paid = false;
  const stub = stubFetch((url, init) => {
    if (url.includes('/check-outs/5/payment/') && init.method === 'POST') {
      if (payment.status === 200) paid = true;
      return payment;
    }
    if (url.includes('/operation/v1/movements/')) {
      const first = paid ? { ...UNPAID, paid: true, payment_method: 'mobile_money' as const } : UNPAID;
      return { body: page([first, PAID]) };
    }
    if (url.includes('/storage/v1/cooling-units/')) return { body: page([ROOM]) };
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
  renderRoutes([{ path: '/', element: <MovementsPage /> }]);
  return stub;
}

const card = async (code: string) => screen.findByRole('generic', { name: `Movement ${code}` });

describe('mark paid in the movement history', { timeout: 30_000 }, () => {
  it('records a later payment with the method actually used, after a confirmation, then shows it paid', async () => {
    const { calls } = setUp('Operator');
    const unpaid = await card('P4X9TT');
    expect(within(await card('Z9Z9Z9')).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Mark paid' }));

    await userEvent.click(within(unpaid).getByRole('combobox', { name: 'Paid with' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mobile money', hidden: true }));
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Record payment · ₦195.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Record ₦195.00 for check-out P4X9TT as paid by Mobile money?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The payment was recorded.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.init.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual({ payment_method: 'mobile_money' });
    // The list is asked again and the check-out now reads as paid by mobile money.
    await waitFor(async () => expect(within(await card('P4X9TT')).queryByRole('button', { name: 'Mark paid' })).toBeNull());
    expect(within(await card('P4X9TT')).getByText('Paid')).toBeInTheDocument();
    expect(within(await card('P4X9TT')).getByText('Mobile money')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { calls } = setUp('Service Provider');
    const unpaid = await card('P4X9TT');
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Mark paid' }));
    expect(within(unpaid).getByRole('combobox', { name: 'Paid with' })).toHaveValue('Cash');
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Record payment · ₦195.00' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
  });

  it('says so when someone else recorded it first', async () => {
    setUp('Operator', { status: 409, body: { error: { code: 'already_paid', message: 'paid' } } });
    const unpaid = await card('P4X9TT');
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Mark paid' }));
    await userEvent.click(within(unpaid).getByRole('button', { name: /^Record payment/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This check-out has already been paid.')).toBeInTheDocument();
  });

  it('is not offered to farmers', async () => {
    setUp('Farmer');
    expect(within(await card('P4X9TT')).getByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });
});

describe('the history opened from a notification', { timeout: 30_000 }, () => {
  it('applies the room, type and dates in the address to its first request', async () => {
    actAs('Service Provider');
    const { calls } = stubFetch((url) => (url.includes('/storage/v1/cooling-units/') ? { body: page([ROOM]) } : { body: page([]) }));
    renderRoutes([{ path: '/', element: <MovementsPage /> }], ['/?room=4&type=check_in&from=2026-11-22&to=2026-11-22']);
    await waitFor(() => expect(calls.some((call) => call.url.includes('/operation/v1/movements/'))).toBe(true));
    const request = new URL(calls.find((call) => call.url.includes('/operation/v1/movements/'))!.url, 'http://x');
    expect(Object.fromEntries(request.searchParams)).toMatchObject({ cooling_unit: '4', type: 'check_in', from: '2026-11-22', to: '2026-11-22' });
  });
});

describe('the history filters', { timeout: 30_000 }, () => {
  it('asks for unpaid check-outs of the chosen farmer whose code holds the search, from the first page', async () => {
    actAs('Service Provider');
    const { calls } = stubFetch((url) => {
      if (url.includes('/storage/v1/cooling-units/')) return { body: page([ROOM]) };
      if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
      return { body: { ...page([UNPAID]), total: 45 } };
    });
    renderRoutes([{ path: '/', element: <MovementsPage /> }]);
    const lastQuery = () => {
      const listed = calls.filter((call) => call.url.includes('/operation/v1/movements/'));
      return Object.fromEntries(new URL(listed.at(-1)!.url, 'http://x').searchParams);
    };
    await card('P4X9TT');
    await userEvent.click(screen.getByRole('button', { name: /Next page/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Unpaid only' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ paid: 'false', page: '1' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Code' }), 'p4x');
    await waitFor(() => expect(lastQuery()).toMatchObject({ paid: 'false', code: 'p4x' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Farmer' }));
    await userEvent.click(await screen.findByRole('option', { name: /Musa Ibrahim/, hidden: true }));
    await waitFor(() => expect(lastQuery()).toEqual({ farmer: '3', paid: 'false', code: 'p4x', page: '1', page_size: '20' }));
  });
});
