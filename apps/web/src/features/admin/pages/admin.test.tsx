import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { AdminCompaniesPage } from './AdminCompaniesPage';
import { AdminCompanyPage } from './AdminCompanyPage';

const company = {
  id: 4, name: 'Green Cold', country: 'NG', currency: 'NGN', date_joined: '2026-01-05T00:00:00.000Z', rooms: 3,
  users: { service_providers: 1, operators: 2, farmers: 7 }, sms: { sent_this_month: 12, sent_total: 40, refused_this_month: 0 },
  sms_day_limit: null, last_activity: '2026-11-20T09:00:00.000Z', suspended_at: null, suspended_reason: null,
  flags: { ml4Market: true, ml4Quality: false, ml4Farmers: false, digital_twin: true },
};

describe('the administrator’s companies', { timeout: 60_000 }, () => {
  beforeEach(() => actAs('Administrator'));

  it('lists each company with its rooms, people, SMS and a suspended badge', async () => {
    stubFetch(() => ({ body: { items: [company, { ...company, id: 5, name: 'Blue Frost', suspended_at: '2026-11-01T00:00:00.000Z', suspended_reason: 'x' }], total: 2, page: 1, page_size: 20 } }));
    renderRoutes([{ path: '/admin/companies', Component: AdminCompaniesPage }], ['/admin/companies']);
    const green = await screen.findByRole('link', { name: 'Green Cold' });
    expect(green).toHaveAttribute('href', '/admin/companies/4');
    expect(green).toHaveTextContent('12 SMS this month, 40 SMS in all');
    expect(green).toHaveTextContent('People: 10');
    expect(green).toHaveTextContent('Country: Nigeria');
    expect(within(green).queryByText('Suspended')).toBeNull();
    expect(within(screen.getByRole('link', { name: 'Blue Frost' })).getByText('Suspended')).toBeInTheDocument();
  });

  it('switches a flag with one PATCH of that flag alone', async () => {
    const { calls } = stubFetch((_url, init) => (init.method === 'PATCH' ? { body: { ...company, flags: { ...company.flags, ml4Market: false } } } : { body: company }));
    renderRoutes([{ path: '/admin/companies/:id', Component: AdminCompanyPage }], ['/admin/companies/4']);
    const market = await screen.findByRole('switch', { name: /Market features \(ml4Market\)/ });
    expect(market).toBeChecked();
    await userEvent.click(market);
    await waitFor(() => expect(market).not.toBeChecked());
    const patch = calls.find((call) => call.init.method === 'PATCH')!;
    expect(patch.url).toContain('/admin/v1/companies/4/flags/');
    expect(JSON.parse(String(patch.init.body))).toEqual({ ml4Market: false });
  });
});
