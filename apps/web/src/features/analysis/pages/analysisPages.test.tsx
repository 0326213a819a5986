import type { RevenueAnalysis, RevenueCheckOutList } from '@coldroom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, stubFetch } from '../../../test/render';
import { ROOM } from '../../../test/operations';
import { actAs } from '../../../test/sessions';
import { RevenueAnalysisPage } from './RevenueAnalysisPage';
import { UsageAnalysisPage } from './UsageAnalysisPage';

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 200 });
const ZONE = 'Africa/Lagos';
// The first render loads the page's lazy parts (charts): give it time on a busy machine.
const SLOW = { timeout: 8000 };

const revenue = (totalMinor: number, currency = 'NGN'): RevenueAnalysis => ({
  currency,
  time_zone: ZONE,
  from: '2026-02-01',
  to: '2026-02-28',
  bucket: 'week',
  totals: { revenue_minor: totalMinor, paid_minor: totalMinor, outstanding_minor: 0, discount_minor: 0, check_outs: 1, average_days_stored: 4 },
  over_time: [{ period: '2026-02-02', revenue_minor: totalMinor, paid_minor: totalMinor, check_outs: 1 }],
  per_room: [{ cooling_unit: { id: ROOM.id, name: ROOM.name }, revenue_minor: totalMinor, check_outs: 1 }],
  per_crop: [{ crop_id: 'tomato', revenue_minor: totalMinor, weight_kg: 50 }],
  per_payment_method: [{ payment_method: 'cash', revenue_minor: totalMinor, check_outs: 1 }],
});

const checkOuts: RevenueCheckOutList = {
  items: [
    {
      check_out_id: 9, movement_id: 31, code: 'CO-0009', time: '2026-02-03T09:00:00Z', cooling_unit: { id: ROOM.id, name: ROOM.name },
      farmer: { id: 3, name: 'Musa Ibrahim' }, crates: 2, weight_kg: 50, days_stored: 4, crops: ['tomato'], currency: 'NGN',
      subtotal_minor: 125_050, discount_minor: 0, total_minor: 125_050, payment_method: 'cash', paid: true,
    },
  ],
  total: 1, page: 1, page_size: 20,
};

/** Answers the lookups and the analysis; `onRevenue` may answer the revenue call differently. */
function stubApi(onRevenue: (url: URL) => { status?: number; body?: unknown } = () => ({ body: revenue(125_050) })) {
  return stubFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname.includes('/cooling-units/')) return { body: page([ROOM]) };
    if (url.pathname.includes('/companies/')) return { body: { id: 1, name: 'Demo', currency: 'NGN', time_zone: ZONE } };
    if (url.pathname.endsWith('/analysis/revenue/check-outs/')) return { body: checkOuts };
    if (url.pathname.endsWith('/analysis/revenue/')) return onRevenue(url);
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
}

const lastCall = (calls: { url: string }[], path: string) => {
  const found = calls.map((call) => new URL(call.url, 'http://localhost')).filter((url) => url.pathname.endsWith(path));
  return found.at(-1);
};

function renderRevenue(search: string) {
  return renderRoutes([{ path: '/revenue-analysis', Component: RevenueAnalysisPage }], [`/revenue-analysis${search}`]);
}

describe('revenue analysis', () => {
  it('opens a shared link with its filters and asks the server for exactly those', async () => {
    actAs('Service Provider');
    const { calls } = stubApi();
    renderRevenue('?cooling_units=4&range=custom&from=2026-02-01&to=2026-02-28&bucket=week&payment_methods=cash,upi');
    const total = await screen.findByText('Total revenue', {}, SLOW);
    expect(total.closest('[data-stat="revenue"]')).toHaveAttribute('data-minor', '125050');
    expect(total.closest('[data-stat="revenue"]')).toHaveTextContent('₦1,250.50');
    const sent = lastCall(calls, '/analysis/revenue/')!;
    // A service provider's page also asks for the revenue by rate basis and period.
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      cooling_units: '4', from: '2026-02-01', to: '2026-02-28', bucket: 'week', payment_methods: 'cash,upi', include: 'rate_basis',
    });
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-02-01');
  });

  it('writes a chosen preset into the URL and computes its dates in the company time zone', async () => {
    actAs('Operator');
    const { calls } = stubApi();
    const { router } = renderRevenue('?range=custom&from=2026-02-01&to=2026-02-28');
    await screen.findByText('Total revenue', {}, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: 'This year' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=this_year'));
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric' }).format(new Date());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    await waitFor(() => expect(lastCall(calls, '/analysis/revenue/')?.searchParams.get('from')).toBe(`${year}-01-01`));
    expect(lastCall(calls, '/analysis/revenue/')?.searchParams.get('to')).toBe(today);
    // An operator's page does not ask for the revenue by rate basis.
    expect(lastCall(calls, '/analysis/revenue/')?.searchParams.has('include')).toBe(false);
  });

  it("shows a service provider the revenue by rate basis and period under the charts", async () => {
    actAs('Service Provider');
    stubApi(() => ({
      body: {
        ...revenue(125_050),
        per_rate_basis: [
          { basis: 'quintal', period: 'month', revenue_minor: 100_000, weight_kg: 50, crates: 2, check_outs: 2 },
          { basis: 'crate', period: 'day', revenue_minor: 25_050, weight_kg: 20, crates: 1, check_outs: 1 },
        ],
      },
    }));
    renderRevenue('?range=custom&from=2026-02-01&to=2026-02-28');
    const table = await screen.findByRole('table', { name: 'Revenue by pricing' }, SLOW);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-basis') + '/' + row.getAttribute('data-period'))).toEqual(['quintal/month', 'crate/day']);
    expect(within(table).getByText('₦1,000.00')).toBeInTheDocument();
  });

  it('names the wrong date and asks nothing while the range is back to front', async () => {
    actAs('Service Provider');
    const { calls } = stubApi();
    renderRevenue('?range=custom&from=2026-03-10&to=2026-03-01');
    expect(await screen.findByText('The end date must not be before the start date.', {}, SLOW)).toBeInTheDocument();
    expect(lastCall(calls, '/analysis/revenue/')).toBeUndefined();
  });

  it('sorts and pages the check-outs through the server, keeping the sort in the URL', async () => {
    actAs('Service Provider');
    const { calls } = stubApi();
    const { router } = renderRevenue('?range=custom&from=2026-02-01&to=2026-02-28');
    expect(await screen.findByText('Musa Ibrahim', {}, SLOW)).toBeInTheDocument();
    expect(Object.fromEntries(lastCall(calls, '/check-outs/')!.searchParams)).toMatchObject({ sort: 'time', order: 'desc', page: '1' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'total' } });
    await waitFor(() => expect(lastCall(calls, '/check-outs/')?.searchParams.get('sort')).toBe('total'));
    expect(lastCall(calls, '/check-outs/')?.searchParams.get('order')).toBe('desc');
    fireEvent.click(screen.getByRole('button', { name: 'Descending order' }));
    await waitFor(() => expect(lastCall(calls, '/check-outs/')?.searchParams.get('order')).toBe('asc'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('total');
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('asc');
  });

  it('lets the person pick a currency when the check-outs carry several', async () => {
    actAs('Service Provider');
    const { calls } = stubApi((url) =>
      url.searchParams.get('currency') === 'INR'
        ? { body: revenue(99_900, 'INR') }
        : { status: 422, body: { error: { code: 'mixed_currencies', message: 'several', fields: { currency: 'NGN,INR' } } } },
    );
    renderRevenue('?range=custom&from=2026-02-01&to=2026-02-28');
    fireEvent.click(await screen.findByText('INR', {}, SLOW));
    await waitFor(() => expect(lastCall(calls, '/analysis/revenue/')?.searchParams.get('currency')).toBe('INR'), SLOW);
    expect((await screen.findByText('Total revenue', {}, SLOW)).closest('[data-stat]')).toHaveAttribute('data-minor', '99900');
  });

  it('explains itself to a visitor and asks for nothing', async () => {
    actAs(null);
    const { calls } = stubApi();
    renderRevenue('');
    expect(await screen.findByRole('link', { name: 'Log in' }, SLOW)).toHaveAttribute('href', '/auth');
    expect(calls.some((call) => call.url.includes('/analysis/'))).toBe(false);
  });
});

describe('usage analysis', () => {
  it('shows a 403 as the forbidden message', async () => {
    actAs('Operator');
    stubFetch((raw) => {
      if (raw.includes('/cooling-units/')) return { body: page([ROOM]) };
      if (raw.includes('/companies/')) return { body: { id: 1, name: 'Demo', currency: 'NGN', time_zone: ZONE } };
      return { status: 403, body: { error: { code: 'forbidden', message: 'no' } } };
    });
    renderRoutes([{ path: '/usage-analysis', Component: UsageAnalysisPage }], ['/usage-analysis']);
    expect(await screen.findByText('You are not allowed to do this.', {}, SLOW)).toBeInTheDocument();
  });
});
