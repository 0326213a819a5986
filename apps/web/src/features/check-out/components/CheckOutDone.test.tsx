import type { CheckOut } from '@coldroom/contract';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { CheckOutDone } from './CheckOutDone';

const checkOut = (discount: number): CheckOut => ({
  id: 5,
  movement: { id: 88, code: 'P4X9TT', type: 'check_out', time: '2026-11-22T10:00:00Z' },
  company: { id: 1, name: 'Demo Cold Rooms' },
  cooling_unit: { id: 4, name: 'Dawanau Room A', metric: 'crates' },
  farmer: { id: 3, name: 'Musa Ibrahim', phone: '+2348030000003', is_walk_in: false },
  operator: { user_id: 1, name: 'Amina Bello' },
  currency: 'NGN',
  lines: [],
  crates: 2,
  weight_kg: 50,
  subtotal_minor: 60_000,
  discount_minor: discount,
  total_minor: 60_000 - discount,
  payment_method: 'cash',
  paid: true,
  code_used: false,
});

const show = (discount: number) => renderRoutes([{ path: '/', element: <CheckOutDone checkOut={checkOut(discount)} onAnother={() => undefined} /> }]);

describe('the check-out summary', () => {
  beforeEach(() => actAs('Operator'));

  it('gives the total alone when there was no discount', async () => {
    show(0);
    expect(await screen.findByText('Total ₦600.00')).toBeInTheDocument();
    expect(screen.queryByText(/discount/)).toBeNull();
  });

  it('names the discount when there was one', async () => {
    show(2_000);
    expect(await screen.findByText('Total ₦580.00 (discount ₦20.00)')).toBeInTheDocument();
  });
});
