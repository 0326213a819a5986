import { AUDIT_ACTIONS, type AuditEntry, type AuditFilters } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../../public/assets/i18n/en.json';
import fr from '../../../public/assets/i18n/fr.json';
import gu from '../../../public/assets/i18n/gu.json';
import hi from '../../../public/assets/i18n/hi.json';
import or from '../../../public/assets/i18n/or.json';
import pt from '../../../public/assets/i18n/pt.json';
import { page } from '../../test/operations';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { AdminAuditLogPage, AuditLogPage } from './pages/AuditLogPage';

const RENAME: AuditEntry = {
  id: 41,
  when: '2026-11-22T23:30:00Z',
  time_zone: 'Africa/Lagos',
  company: { id: 1, name: 'Demo Cold Rooms' },
  actor: { id: 7, name: 'Amina Bello', role: 'Service Provider' },
  action: 'company.update',
  entity_type: 'company',
  entity_id: '1',
  entity_name: 'Demo Cold Rooms',
  summary_key: 'company_update',
  fields: ['name', 'bank_name'],
  changes: [{ field: 'name', before: 'Old Cold Rooms', after: 'Demo Cold Rooms' }],
  details: {},
};
const PRICE: AuditEntry = {
  ...RENAME,
  id: 40,
  action: 'cooling_unit.update',
  entity_type: 'cooling_unit',
  entity_id: '4',
  entity_name: 'Dawanau Room A',
  summary_key: 'cooling_unit_update',
  fields: ['crops'],
  changes: [{ field: 'crops', before: [{ crop: 'tomato', pricing: 'daily', rate: 10000 }], after: [{ crop: 'tomato', pricing: 'daily', rate: 15000 }] }],
  details: { currency: 'NGN' },
};
const SYSTEM: AuditEntry = { ...RENAME, id: 39, actor: null, action: 'farmer.reminder', entity_type: 'farmer', summary_key: 'farmer_reminder', fields: [], changes: [], entity_name: 'Musa Ibrahim' };
const FILTERS: AuditFilters = {
  people: [
    { id: 7, name: 'Amina Bello', role: 'Service Provider' },
    { id: 9, name: 'Emeka Obi', role: 'Operator' },
  ],
  kinds: ['company.update', 'cooling_unit.update', 'login'],
  entity_types: ['company', 'cooling_unit', 'user'],
  companies: [{ id: 1, name: 'Demo Cold Rooms' }],
};

function setUp(list: (url: string) => { status?: number; body?: unknown } = () => ({ body: page([RENAME, PRICE, SYSTEM]) })) {
  actAs('Service Provider');
  const stub = stubFetch((url) => {
    if (url.includes('/user/v1/audit/filters/')) return { body: FILTERS };
    if (url.includes('/user/v1/audit/')) return list(url);
    return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
  });
  renderRoutes([{ path: '/', element: <AuditLogPage /> }]);
  return stub;
}

describe('the audit log page', { timeout: 30_000 }, () => {
  it('shows each entry in words: when in the company’s zone, who, what, the thing, and before → after on demand', async () => {
    setUp();
    const rename = await screen.findByRole('article', { name: 'Company details changed' });
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(within(rename).getByText(/Nov 23, 2026/)).toBeInTheDocument();
    expect(within(rename).getByText('Amina Bello')).toBeInTheDocument();
    expect(within(rename).getByText('Service provider')).toBeInTheDocument();
    // The thing changed (the company, by name); no company line besides (that is the administrator's).
    expect(within(rename).getAllByText('Company: Demo Cold Rooms')).toHaveLength(1);
    expect(within(rename).queryByText('company.update')).toBeNull();

    await userEvent.click(within(rename).getByRole('button', { name: 'Show what changed' }));
    const table = await within(rename).findByRole('table');
    const nameRow = within(table).getByRole('row', { name: /Name/ });
    expect(nameRow).toHaveTextContent('Old Cold Rooms');
    expect(nameRow).toHaveTextContent('Demo Cold Rooms');
    expect(within(table).getByRole('row', { name: /Bank/ })).toHaveTextContent('Changed (personal data: the values are not kept)');

    const price = screen.getByRole('article', { name: 'Cold room or prices changed' });
    await userEvent.click(within(price).getByRole('button', { name: 'Show what changed' }));
    const prices = within(await within(price).findByRole('table')).getByRole('row', { name: /Crops and prices/ });
    expect(prices).toHaveTextContent('₦100.00');
    expect(prices).toHaveTextContent('₦150.00');
    expect(prices).toHaveTextContent('Tomato');

    const system = screen.getByRole('article', { name: 'Balance reminder sent' });
    expect(within(system).getByText('The system (automatic)')).toBeInTheDocument();
    expect(within(system).queryByRole('button', { name: 'Show what changed' })).toBeNull();
  });

  it('asks the server again filtered by the chosen person, and says when nothing matches', async () => {
    const { calls } = setUp((url) => ({ body: page(url.includes('person=9') ? [] : [RENAME]) }));
    await screen.findByRole('article', { name: 'Company details changed' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Emeka Obi (Operator)', hidden: true }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => /\/user\/v1\/audit\/\?person=9&page=1&page_size=20$/.test(call.url))).toBe(true));
  });

  it('says when nothing is recorded', async () => {
    setUp(() => ({ body: page([]) }));
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('shows an error when the log cannot be read', async () => {
    setUp(() => ({ status: 403, body: { error: { code: 'forbidden', message: 'no' } } }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('the administrator’s variant reads every company’s log, with a company filter and the company on each entry', async () => {
    actAs('Administrator');
    const { calls } = stubFetch((url) => {
      if (url.includes('/admin/v1/audit/filters/')) return { body: FILTERS };
      if (url.includes('/admin/v1/audit/')) return { body: page([RENAME]) };
      return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
    });
    renderRoutes([{ path: '/', element: <AdminAuditLogPage /> }]);
    const rename = await screen.findByRole('article', { name: 'Company details changed' });
    // The company line and the thing changed (the company itself).
    expect(within(rename).getAllByText('Company: Demo Cold Rooms')).toHaveLength(2);
    await userEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Cold Rooms', hidden: true }));
    await waitFor(() => expect(calls.some((call) => /\/admin\/v1\/audit\/\?company=1&page=1&page_size=20$/.test(call.url))).toBe(true));
    expect(calls.some((call) => call.url.includes('/user/v1/audit/'))).toBe(false);
  });

  it('names every recorded action in all six languages', () => {
    for (const language of [en, hi, or, gu, fr, pt]) {
      const actions = (language as { audit: { actions: Record<string, string> } }).audit.actions;
      for (const action of AUDIT_ACTIONS) expect(actions[action.replace(/\./g, '_')], action).toBeTruthy();
    }
  });
});
