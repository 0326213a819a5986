import type { Account } from '@coldroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MUSA, page } from '../../test/operations';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { MyAccountPage } from './pages/MyAccountPage';

const ACCOUNT: Account = {
  farmer_id: 3,
  name: 'Musa Ibrahim',
  phone: '+2348030000003',
  is_walk_in: false,
  language: 'en',
  companies: [1, 2].map((id) => ({
    company: { id, name: id === 1 ? 'Demo Cold Rooms' : 'Kano Fresh' },
    currency: 'NGN',
    owed_minor: id * 1_000,
    opening_balance: null,
    unpaid: [{ id: 100 + id, code: `CODE0${id}`, time: '2026-11-01T09:00:00Z', cooling_unit: { id, name: `Room ${id}` }, crates: 1, weight_kg: 25, total_minor: id * 1_000, paid_minor: 0, due_minor: id * 1_000 }],
    in_storage: { lots: 0, crates: 0, weight_kg: 0 },
    last_reminder_at: null,
    next_reminder_at: null,
  })),
};

describe('a farmer’s own account', { timeout: 30_000 }, () => {
  it('shows what they owe each company, without payment or reminder buttons, and downloads a statement per company', async () => {
    actAs('Farmer');
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const { calls } = stubFetch((url) => {
      if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
      if (url.includes('/farmers/3/account/')) return { body: ACCOUNT };
      if (url.includes('/farmers/3/payments/')) return { body: page([]) };
      if (url.includes('/farmers/3/statement/')) return { body: {}, headers: { 'Content-Type': 'application/pdf' } };
      return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
    });
    renderRoutes([{ path: '/', element: <MyAccountPage /> }]);
    const second = await screen.findByRole('region', { name: 'Account with Kano Fresh' });
    expect(within(second).getByTestId('owed-total')).toHaveTextContent('₦20.00');
    expect(within(second).getByText('CODE02')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Record payment|Send reminder SMS|Send statement by SMS/ })).toBeNull();

    await userEvent.click(within(second).getByRole('button', { name: 'Download statement (PDF)' }));
    const asked = calls.find((call) => call.url.includes('/statement/'))!;
    expect(Object.fromEntries(new URL(asked.url, 'http://x').searchParams)).toMatchObject({ company: '2', format: 'pdf' });
  });
});
