import type { Account, Payment, Role } from '@coldroom/contract';
import { addDays } from '@coldroom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn, label } from '../../test/forms';
import { MUSA, page } from '../../test/operations';
import { headerOf, renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { FarmerPage } from '../farmers/pages/FarmerPage';
import { companyToday } from './allocation';

const checkOut = (id: number, code: string, day: string, total: number, paid: number) => ({
  id,
  code,
  time: `2026-11-${day}T09:00:00Z`,
  cooling_unit: { id: 4, name: 'Dawanau Room A' },
  crates: 2,
  weight_kg: 50,
  total_minor: total,
  paid_minor: paid,
  due_minor: total - paid,
});

// Listed newest first on purpose: the page and the payment go oldest first whatever order they come in.
const ACCOUNT: Account = {
  farmer_id: 3,
  name: 'Musa Ibrahim',
  phone: '+2348030000003',
  is_walk_in: false,
  language: 'en',
  companies: [
    {
      company: { id: 1, name: 'Demo Cold Rooms' },
      currency: 'NGN',
      owed_minor: 32_550,
      opening_balance: null,
      unpaid: [checkOut(103, 'CCC333', '10', 5_050, 0), checkOut(102, 'BBB222', '05', 20_000, 0), checkOut(101, 'AAA111', '01', 10_000, 2_500)],
      in_storage: { lots: 1, crates: 3, weight_kg: 75 },
      last_reminder_at: null,
      next_reminder_at: null,
    },
  ],
};

const PAYMENT: Payment = {
  id: 55,
  kind: 'payment',
  farmer_id: 3,
  company: { id: 1, name: 'Demo Cold Rooms' },
  currency: 'NGN',
  amount_minor: 7_500,
  payment_method: 'cash',
  paid_on: '2026-11-20',
  note: null,
  taken_by: { id: 1, name: 'Amina Bello' },
  created_at: '2026-11-20T10:00:00Z',
  reverses_id: null,
  reversed_by_id: null,
  allocations: [{ check_out_id: 101, code: 'AAA111', opening_balance: false, amount_minor: 7_500 }],
};

/** The server: the farmer, their account and payments; POSTs answer 201. */
function setUp(role: Role) {
  actAs(role);
  const stub = stubFetch((url, init) => {
    if (init.method === 'POST') return { status: 201, body: { ...PAYMENT, id: 56 } };
    if (url.includes('/operation/v1/farmers/3/account/')) return { body: ACCOUNT };
    if (url.includes('/operation/v1/farmers/3/payments/')) return { body: page([PAYMENT]) };
    if (url.includes('/user/v1/farmers/3/')) return { body: MUSA };
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
  renderRoutes([{ path: '/farmer/:id', element: <FarmerPage /> }], ['/farmer/3']);
  return stub;
}

const tick = async (code: string) => userEvent.click(await screen.findByRole('checkbox', { name: `Choose check-out ${code}` }));
const openPaymentForm = async (...codes: string[]) => {
  for (const code of codes) await tick(code);
  await userEvent.click(screen.getByRole('button', { name: /^Record payment · \d+ chosen/ }));
  return screen.findByRole('region', { name: 'Record a payment' });
};
const posts = (calls: { url: string; init: RequestInit }[]) => calls.filter((call) => call.init.method === 'POST');

describe('recording a payment on the farmer page', { timeout: 60_000 }, () => {
  it('starts the amount at what the ticked check-outs still owe', async () => {
    setUp('Operator');
    expect(await screen.findByTestId('owed-total')).toHaveTextContent('₦325.50');
    const form = await openPaymentForm('CCC333', 'AAA111');
    // 75.00 still due on AAA111 (25.00 paid of 100.00) and 50.50 on CCC333.
    expect(within(form).getByLabelText(label('Amount paid'))).toHaveValue('125.50');
    expect(within(form).getByText('Chosen check-outs: 2. Still due on them: ₦125.50.')).toBeInTheDocument();
  });

  it('previews a part payment oldest first, then sends it once with an idempotency key', async () => {
    const { calls } = setUp('Service Provider');
    const form = await openPaymentForm('BBB222', 'AAA111');
    await fillIn(label('Amount paid'), '100');
    const lines = within(form).getAllByTestId('preview-line');
    expect(lines.map((line) => line.textContent)).toEqual(['AAA111₦75.00₦0.00', 'BBB222₦25.00₦175.00']);
    expect(within(form).getByTestId('preview-summary')).toHaveTextContent('Still due on the chosen check-outs: ₦175.00. Owed in all after this payment: ₦225.50.');

    await userEvent.click(within(form).getByRole('button', { name: 'Record payment · ₦100.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/^Record ₦100\.00 paid by Cash on .+ for the 2 chosen check-outs\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payment was recorded.')).toBeInTheDocument();
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/operation/v1/farmers/3/payments/');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ check_out_ids: [101, 102], amount_minor: 10_000, payment_method: 'cash', paid_on: companyToday() });
    expect(headerOf(sent[0]!.init, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the field that is wrong: an amount of 0, more than is due, a date after today', async () => {
    const { calls } = setUp('Operator');
    const form = await openPaymentForm('CCC333');
    const amount = within(form).getByLabelText(label('Amount paid'));
    const submit = () => userEvent.click(within(form).getByRole('button', { name: /^Record payment/ }));

    await fillIn(label('Amount paid'), '0');
    await submit();
    expect(await within(form).findByText('Enter an amount paid of more than 0.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter an amount paid of more than 0.'));

    await fillIn(label('Amount paid'), '50.51');
    await submit();
    expect(await within(form).findByText('The amount paid is more than the chosen check-outs still owe.')).toBeInTheDocument();

    await fillIn(label('Amount paid'), '50.50');
    const date = within(form).getByLabelText(label('Date paid'));
    fireEvent.change(date, { target: { value: addDays(companyToday(), 1) } });
    await submit();
    expect(await within(form).findByText('The date paid cannot be after today.')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });
});

describe('reversing a payment', { timeout: 60_000 }, () => {
  it('needs a reason and a confirmation before anything is sent', async () => {
    const { calls } = setUp('Service Provider');
    const card = await screen.findByRole('generic', { name: '₦75.00 paid by Cash' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reverse payment' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(card).findByText('Give the reason for the reversal.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toHaveLength(0);

    await fillIn(label('Reason for the reversal'), 'Counted twice');
    await userEvent.click(within(card).getByRole('button', { name: 'Reverse payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reverse this payment of ₦75.00? The check-outs it paid will be owed again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.url).toBe('/api/operation/v1/payments/55/reversal/');
    expect(JSON.parse(String(posts(calls)[0]!.init.body))).toEqual({ reason: 'Counted twice' });
  });

  it('is not offered to operators', async () => {
    setUp('Operator');
    const card = await screen.findByRole('generic', { name: '₦75.00 paid by Cash' });
    expect(within(card).queryByRole('button', { name: 'Reverse payment' })).toBeNull();
  });
});
