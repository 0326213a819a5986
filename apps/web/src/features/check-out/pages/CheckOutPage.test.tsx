import { IDEMPOTENCY_HEADER, type CheckOut, type PricePreviewRequest } from '@coldroom/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MUSA, page, previewFor, ROOM, storedCrate } from '../../../test/operations';
import { headerOf, renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { CheckOutPage } from './CheckOutPage';

const CRATES = [storedCrate(1, 25, 30_000), storedCrate(2, 25, 30_000), storedCrate(3, 20, 30_000)];

function answer(body: PricePreviewRequest & { discount_minor: number; payment_method: string; paid: boolean }): CheckOut {
  const preview = previewFor(CRATES, body.lines);
  return {
    id: 5,
    movement: { id: 88, code: 'P4X9TT', type: 'check_out', time: '2026-11-22T10:00:00Z' },
    company: { id: 1, name: 'Demo Cold Rooms' },
    cooling_unit: { id: 4, name: 'Dawanau Room A', metric: 'crates' },
    farmer: { id: 3, name: 'Musa Ibrahim', phone: '+2348030000003', is_walk_in: false },
    operator: { user_id: 1, name: 'Amina Bello' },
    currency: 'NGN',
    lines: preview.lines,
    crates: preview.lines.length,
    weight_kg: 50,
    subtotal_minor: preview.subtotal_minor,
    discount_minor: body.discount_minor,
    total_minor: preview.subtotal_minor - body.discount_minor,
    payment_method: body.payment_method as CheckOut['payment_method'],
    paid: body.paid,
    code_used: false,
  };
}

function setUp() {
  actAs('Operator');
  return stubFetch((url, init) => {
    if (url.includes('/storage/v1/cooling-units/')) return { body: page([ROOM]) };
    if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
    if (url.includes('/storage/v1/crates/')) return { body: page(CRATES) };
    if (url.includes('/check-outs/price-preview/')) return { body: previewFor(CRATES, JSON.parse(String(init.body)).lines) };
    if (url.includes('/operation/v1/check-outs/') && init.method === 'POST') return { status: 201, body: answer(JSON.parse(String(init.body))) };
    return { status: 404 };
  });
}

describe('check-out page', { timeout: 60_000 }, () => {
  it('shows the server’s fee lines, bounds the discount, confirms, and sends one idempotent check-out', async () => {
    const { calls } = setUp();
    renderRoutes([{ path: '/', element: <CheckOutPage /> }]);
    await userEvent.click(await screen.findByRole('combobox', { name: /^Farmer/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Musa Ibrahim/, hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Cold room/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Dawanau Room A/, hidden: true }));

    await userEvent.click(await screen.findByRole('checkbox', { name: /^All crates/ }));
    expect(screen.getByText('Chosen: 3 crates')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^T-3 ·/ }));
    expect(screen.getByText('Chosen: 2 crates')).toBeInTheDocument();
    // Part of crate 2: 10 of its 25 kg → ₦300.00 × 10 ÷ 25 = ₦120.00 (the server's line).
    await userEvent.click(screen.getAllByRole('switch', { name: 'Take only part of it' })[1]!);
    await userEvent.type(screen.getByRole('textbox', { name: /^Weight to take/ }), '10');
    const lines = await screen.findByRole('region', { name: 'Fee' });
    await waitFor(() => expect(within(lines).getByTestId('checkout-total')).toHaveTextContent('₦420.00'));
    // The fee lines follow in a transition (the total at once): wait for them to be drawn, not for a fixed moment.
    expect(await within(lines).findByText('10 kg of 25 kg · 3 days charged')).toBeInTheDocument();
    await waitFor(() => expect(lines).toHaveAttribute('aria-busy', 'false'));

    const discount = screen.getByRole('textbox', { name: /^Discount/ });
    await userEvent.type(discount, '500');
    expect(await screen.findByText('The discount can be at most ₦420.00.')).toBeInTheDocument();
    await userEvent.clear(discount);
    await userEvent.type(discount, '20');
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦400.00'));
    await userEvent.click(screen.getByText('UPI'));
    await userEvent.click(screen.getByRole('switch', { name: /^Paid now/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Check out · ₦400.00' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Check out 2 crates for Musa Ibrahim? ₦400.00 stays unpaid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('movement-code')).toHaveTextContent('P4X9TT');
    expect(screen.getByText('Not paid')).toBeInTheDocument();

    const posts = calls.filter(({ url, init }) => init.method === 'POST' && !url.includes('price-preview'));
    expect(posts).toHaveLength(1);
    expect(headerOf(posts[0]!.init, IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(posts[0]!.init.body))).toEqual({
      cooling_unit_id: 4,
      farmer_id: 3,
      lines: [{ crate_id: 1 }, { crate_id: 2, weight_kg: 10 }],
      discount_minor: 2_000,
      payment_method: 'upi',
      paid: false,
    });
  });
});

describe('the discount typed just before Confirm (issue 25: its field hands the page each key in a transition)', { timeout: 30_000 }, () => {
  it('confirms the total of the discount as typed, even before the page has drawn it', async () => {
    const { calls } = setUp();
    renderRoutes([{ path: '/', element: <CheckOutPage /> }]);
    await userEvent.click(await screen.findByRole('combobox', { name: /^Farmer/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Musa Ibrahim/, hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Cold room/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Dawanau Room A/, hidden: true }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /^All crates/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦900.00'));
    const button = screen.getByRole('button', { name: 'Check out · ₦900.00' });
    // The key and the tap in one batch: the key's transition has not been drawn when the tap is handled.
    act(() => {
      fireEvent.change(screen.getByRole('textbox', { name: /^Discount/ }), { target: { value: '100' } });
      fireEvent.click(button);
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('₦800.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('movement-code')).toHaveTextContent('P4X9TT');
    const posted = calls.find(({ url, init }) => init.method === 'POST' && url.endsWith('/operation/v1/check-outs/'));
    expect(JSON.parse(String(posted!.init.body))).toMatchObject({ discount_minor: 10_000 });
  });
});

describe('after a check-out', { timeout: 30_000 }, () => {
  it('does not ask for a price preview of the crates that have just left (defect 5)', async () => {
    const { calls } = setUp();
    renderRoutes([{ path: '/', element: <CheckOutPage /> }]);
    await userEvent.click(await screen.findByRole('combobox', { name: /^Farmer/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Musa Ibrahim/, hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Cold room/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Dawanau Room A/, hidden: true }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /^All crates/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦900.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Check out · ₦900.00' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('movement-code')).toHaveTextContent('P4X9TT');
    // Give a refetch (cache invalidation, a focus) every chance to happen.
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const sent = calls.findIndex(({ url, init }) => init.method === 'POST' && url.endsWith('/operation/v1/check-outs/'));
    expect(sent).toBeGreaterThan(-1);
    expect(calls.slice(sent + 1).filter(({ url }) => url.includes('price-preview'))).toEqual([]);
  });
});
