import type { ImpactFigures, ImpactReport, ImpactRow } from '@coldroom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, stubFetch } from '../../../test/render';
import { ROOM } from '../../../test/operations';
import { actAs } from '../../../test/sessions';
import { ImpactAboutPage } from './ImpactAboutPage';
import { ImpactPage } from './ImpactPage';

// The first render loads the page's lazy parts (charts): give it time on a busy machine.
const SLOW = { timeout: 8000 };

const row = (key: string | null, label: string, kg: number, extra: Partial<ImpactRow> = {}): ImpactRow => ({
  key,
  label,
  farmers: { total: 2, female: 1, male: 1, other: 0, new: 1, returning: 1 },
  crates_in: 4,
  kg_in: kg,
  kg_out: 50,
  kg_days: 2800,
  occupancy_percent: 3,
  revenue: [{ currency: 'NGN', amount_minor: 125_050 }],
  kg_in_with_surveys: kg,
  loss_avoided_kg: 13,
  income_change: [{ currency: 'NGN', amount_minor: 2140 }],
  ...extra,
});

const figures = (company: ImpactFigures['company'] = { id: 1, name: 'Demo' }): ImpactFigures => ({
  from: '2025-01',
  to: '2025-02',
  company,
  totals: row(null, '', 80),
  coverage: { farmers_served: 2, farmers_with_baseline: 2, market_surveys: 2, market_farmers: 2, check_outs: 2, check_outs_surveyed: 2, kg_share_with_surveys: 1 },
  sms: { sent: 3, kept_days: 90, incomplete: true },
  per_company: [row('1', 'Demo', 80)],
  per_location: [row('2', 'Main site', 80)],
  per_room: [row(String(ROOM.id), ROOM.name, 80)],
  per_crop: [row('tomato', 'tomato', 50, { loss_avoided_kg: 10 }), row('onion', 'onion', 30, { loss_avoided_kg: 3 })],
  per_month: [
    { ...row('2025-01', '2025-01', 80, { kg_days: 1960 }), sms_sent: 3 },
    { ...row('2025-02', '2025-02', 0, { kg_days: 840 }), sms_sent: 0 },
  ],
  crop_surveys: [
    { crop_id: 'tomato', currency: 'NGN', baseline_answers: 1, market_surveys: 1, loss_share_before: 0.3, loss_share_after: 0.1, price_before_per_kg_minor: 100, price_after_per_kg_minor: 150, price_change_per_kg_minor: 50, price_change_percent: 50 },
  ],
});

const report: ImpactReport = {
  id: 7, status: 'done', progress: 100, filters: { from: '2025-01', to: '2025-02' }, company: { id: 1, name: 'Demo' }, language: 'en', error: null,
  created_at: '2026-11-01T10:00:00Z', finished_at: '2026-11-01T10:00:05Z',
};

function stubApi(body: ImpactFigures = figures()) {
  return stubFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname.includes('/cooling-units/')) return { body: { items: [ROOM], total: 1, page: 1, page_size: 200 } };
    if (url.pathname.includes('/admin/v1/companies/')) return { body: { items: [], total: 0, page: 1, page_size: 200 } };
    if (url.pathname.endsWith('/impact/reports/') && init.method === 'POST') return { status: 202, body: { ...report, id: 8, status: 'queued', progress: 0 } };
    if (url.pathname.endsWith('/impact/reports/')) return { body: { items: [report], total: 1, page: 1, page_size: 20 } };
    if (url.pathname.endsWith('/impact/')) return { body };
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
}

const lastCall = (calls: { url: string }[], path: string) =>
  calls.map((call) => new URL(call.url, 'http://localhost')).filter((url) => url.pathname.endsWith(path)).at(-1);

describe('the impact page', () => {
  it('asks for the filters in the address and shows the figures as cards and as a table', async () => {
    actAs('Service Provider');
    const { calls } = stubApi();
    renderRoutes([{ path: '/impact', Component: ImpactPage }], ['/impact?from=2025-01&to=2025-02&gender=female&crop=tomato']);
    const cards = await screen.findByRole('region', { name: 'Key impact figures' }, SLOW);
    expect(Object.fromEntries(lastCall(calls, '/analysis/impact/')!.searchParams)).toEqual({ from: '2025-01', to: '2025-02', gender: 'female', crop: 'tomato' });
    expect(within(cards).getByText('Farmers served').closest('[data-stat]')).toHaveTextContent('women 1, men 1, other 0 · new 1, returning 1');
    expect(within(cards).getByText('Food loss avoided').closest('[data-stat]')).toHaveTextContent('13 kg');
    expect(within(cards).getByText('SMS sent').closest('[data-stat]')).toHaveTextContent('SMS older than 90 days are no longer counted');
    const table = screen.getByRole('table', { name: 'The figures as a table' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.getAttribute('data-row'))).toEqual(['2025-01', '2025-02']);
    expect(within(table).getByText('1,960')).toBeInTheDocument();
    expect(screen.getByText(/2 of 2 farmers served answered the baseline survey/)).toBeInTheDocument();
    expect(screen.getByText(/few answers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About these figures' })).toHaveAttribute('href', '/impact/about');
  });

  it('names a wrong month and asks nothing while the months are back to front', async () => {
    actAs('Service Provider');
    const { calls } = stubApi();
    renderRoutes([{ path: '/impact', Component: ImpactPage }], ['/impact?from=2025-03&to=2025-01']);
    expect(await screen.findByText('The first month must not be after the last.', {}, SLOW)).toBeInTheDocument();
    expect(lastCall(calls, '/analysis/impact/')).toBeUndefined();
  });

  it('asks for a report of the filters shown and lists the reports to download', async () => {
    actAs('Service Provider');
    const { calls } = stubApi();
    renderRoutes([{ path: '/impact', Component: ImpactPage }], ['/impact?from=2025-01&to=2025-02&gender=male']);
    const reports = await screen.findByRole('region', { name: 'Impact reports' }, SLOW);
    expect(await within(reports).findByRole('button', { name: 'PDF' })).toBeInTheDocument();
    fireEvent.click(within(reports).getByRole('button', { name: 'Make a report' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/impact/reports/') && call.init.method === 'POST')).toBe(true));
    const posted = calls.find((call) => call.url.endsWith('/impact/reports/') && call.init.method === 'POST')!;
    expect(JSON.parse(String(posted.init.body))).toEqual({ from: '2025-01', to: '2025-02', gender: 'male' });
  });

  it('lets the administrator see every company through the admin address', async () => {
    actAs('Administrator');
    const { calls } = stubApi(figures(null));
    renderRoutes([{ path: '/impact', Component: ImpactPage }], ['/impact?from=2025-01&to=2025-02&company=4']);
    await screen.findByRole('region', { name: 'Key impact figures' }, SLOW);
    expect(Object.fromEntries(lastCall(calls, '/admin/v1/impact/')!.searchParams)).toEqual({ from: '2025-01', to: '2025-02', company: '4' });
    expect(screen.getByRole('radio', { name: 'Company' })).toBeInTheDocument();
  });
});

describe('about the impact figures', () => {
  it('explains each figure and how far to trust it, to anyone', async () => {
    actAs(null);
    renderRoutes([{ path: '/impact/about', Component: ImpactAboutPage }], ['/impact/about']);
    expect(await screen.findByRole('heading', { name: 'About the impact figures' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Food loss avoided' })).toBeInTheDocument();
    expect(screen.getByText(/Kg stored × \(share lost before − share lost after\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How far to trust them' })).toBeInTheDocument();
  });
});
