import type { Account, Payment } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach } from 'vitest';
import hi from '../../../public/assets/i18n/hi.json';
import { fillIn, label } from '../../test/forms';
import { MUSA, page } from '../../test/operations';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { BalanceCard } from '../home/components/BalanceCard';
import { FarmerPage } from '../farmers/pages/FarmerPage';
import { companyToday } from './allocation';
import { MyAccountPage } from './pages/MyAccountPage';

// An earlier balance (imported, owed before the app: docs/import-rules.md) of ₦5,000.00 from 15 October,
// ₦1,000.00 of it paid, and two unpaid check-outs of November: ₦4,000.00 + ₦100.00 + ₦50.50 owed.
const checkOut = (id: number, code: string, day: string, total: number) => ({
  id,
  code,
  time: `2026-11-${day}T09:00:00Z`,
  cooling_unit: { id: 4, name: 'Dawanau Room A' },
  crates: 2,
  weight_kg: 50,
  total_minor: total,
  paid_minor: 0,
  due_minor: total,
});

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
      owed_minor: 415_050,
      opening_balance: { id: 9, owed_on: '2026-10-15', amount_minor: 500_000, paid_minor: 100_000, due_minor: 400_000, note: 'notebook' },
      unpaid: [checkOut(102, 'BBB222', '05', 5_050), checkOut(101, 'AAA111', '01', 10_000)],
      in_storage: { lots: 0, crates: 0, weight_kg: 0 },
      last_reminder_at: null,
      next_reminder_at: null,
    },
  ],
};

const PAYMENT: Payment = {
  id: 60,
  kind: 'payment',
  farmer_id: 3,
  company: { id: 1, name: 'Demo Cold Rooms' },
  currency: 'NGN',
  amount_minor: 102_500,
  payment_method: 'cash',
  paid_on: '2026-11-20',
  note: null,
  taken_by: { id: 1, name: 'Amina Bello' },
  created_at: '2026-11-20T10:00:00Z',
  reverses_id: null,
  reversed_by_id: null,
  allocations: [
    { check_out_id: null, code: null, opening_balance: true, amount_minor: 100_000 },
    { check_out_id: 101, code: 'AAA111', opening_balance: false, amount_minor: 2_500 },
  ],
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function staffPage() {
  actAs('Service Provider');
  const stub = stubFetch((url, init) => {
    if (init.method === 'POST') return { status: 201, body: { ...PAYMENT, id: 61 } };
    if (url.includes('/operation/v1/farmers/3/account/')) return { body: ACCOUNT };
    if (url.includes('/operation/v1/farmers/3/payments/')) return { body: page([PAYMENT]) };
    if (url.includes('/user/v1/farmers/3/')) return { body: MUSA };
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
  renderRoutes([{ path: '/farmer/:id', element: <FarmerPage /> }], ['/farmer/3']);
  return stub;
}

describe('the earlier balance on the farmer page', { timeout: 60_000 }, () => {
  it('is a row of what is owed, first (oldest), with its day and no room; the summary says what is left of it', async () => {
    staffPage();
    expect(await screen.findByTestId('owed-total')).toHaveTextContent('₦4,150.50');
    expect(screen.getByTestId('earlier-balance')).toHaveTextContent('Earlier balance (owed before this app): ₦4,000.00 of ₦5,000.00 still due');
    expect(screen.getByText('Unpaid check-outs: 2')).toBeInTheDocument();
    const earlier = screen.getByTestId('earlier-balance-row');
    expect(within(earlier).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', 'Earlier balance', 'Oct 15, 2026', '—', '—', '—', '₦5,000.00', '₦1,000.00', '₦4,000.00']);
    const rows = screen.getAllByTestId(/^(earlier-balance|unpaid)-row$/);
    expect(rows.map((row) => row.getAttribute('data-code') ?? 'earlier')).toEqual(['earlier', 'AAA111', 'BBB222']);
  });

  it('is paid with check-outs in one payment: the preview takes it first, and the body says opening_balance with the check-outs’ ids only', async () => {
    const { calls } = staffPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Choose the earlier balance' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose check-out AAA111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment · 2 chosen' }));
    const form = await screen.findByRole('region', { name: 'Record a payment' });
    expect(within(form).getByLabelText(label('Amount paid'))).toHaveValue('4100.00');
    expect(within(form).getByText('Chosen: the earlier balance and 1 check-outs. Still due on them: ₦4,100.00.')).toBeInTheDocument();

    await fillIn(label('Amount paid'), '4025');
    expect(within(form).getAllByTestId('preview-line').map((line) => line.textContent)).toEqual(['Earlier balance₦4,000.00₦0.00', 'AAA111₦25.00₦75.00']);
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment · ₦4,025.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/^Record ₦4,025\.00 paid by Cash on .+ for the earlier balance and 1 chosen check-outs\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payment was recorded.')).toBeInTheDocument();
    const sent = calls.filter((call) => call.init.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ check_out_ids: [101], opening_balance: true, amount_minor: 402_500, payment_method: 'cash', paid_on: companyToday() });
  });

  it('lists a payment’s part on it by name in the payments', async () => {
    staffPage();
    const card = await screen.findByRole('generic', { name: '₦1,025.00 paid by Cash' });
    expect(within(card).getByText('Earlier balance ₦1,000.00 · AAA111 ₦25.00')).toBeInTheDocument();
  });
});

describe('the earlier balance in the farmer’s own views', { timeout: 30_000 }, () => {
  it('my-account shows its row without a tick box', async () => {
    actAs('Farmer');
    stubFetch((url) => {
      if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
      if (url.includes('/farmers/3/account/')) return { body: ACCOUNT };
      if (url.includes('/farmers/3/payments/')) return { body: page([]) };
      return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
    });
    renderRoutes([{ path: '/', element: <MyAccountPage /> }]);
    const row = await screen.findByTestId('earlier-balance-row');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('Earlier balance');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('the balance card says the earlier balance apart, in the reader’s language', async () => {
    actAs('Farmer');
    stubFetch((url) => {
      if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
      if (url.includes('/farmers/3/balance/')) {
        return { body: { farmer_id: 3, items: [{ company: { id: 1, name: 'Demo Cold Rooms' }, currency: 'NGN', outstanding_minor: 415_050, unpaid_check_outs: 2, opening_balance_minor: 400_000 }] } };
      }
      return { status: 404 };
    });
    renderRoutes([{ path: '/', element: <BalanceCard /> }]);
    expect(await screen.findByTestId('balance-line')).toHaveTextContent('₦4,150.50 to Demo Cold Rooms (2 unpaid check-outs and an earlier balance of ₦4,000.00)');

    i18n.addResourceBundle('hi', 'translation', hi, true, true);
    await i18n.changeLanguage('hi');
    expect(await screen.findByTestId('balance-line')).toHaveTextContent('पिछला बकाया');
  });
});
