import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { AddFarmerPage } from './AddFarmerPage';
import { FarmerPage } from './FarmerPage';
import { FarmersPage } from './FarmersPage';

const farmer = {
  id: 12, userId: 120, firstName: 'Kemi', lastName: 'Ojo', parentName: null, phone: '+2348035550199', gender: null, language: 'en',
  country: 'NG', userCode: 'QRJW5SD5', companyId: 1, canLogIn: false, isWalkIn: false, dateJoined: '2026-02-01T10:00:00Z',
};
const routes = [
  { path: '/farmers', Component: FarmersPage },
  { path: '/add-farmer', Component: AddFarmerPage },
  { path: '/farmer/:id', Component: FarmerPage },
];
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
/** The farmer's account and payments (the page opens on the account for staff), else the farmer. */
const answerFor = (url: string, farmerBody: unknown) => {
  if (url.includes('/account/')) return { body: { farmer_id: 12, name: 'Kemi Ojo', phone: null, is_walk_in: false, language: 'en', companies: [] } };
  if (url.includes('/payments/')) return { body: { items: [], total: 0, page: 1, page_size: 10 } };
  return { body: farmerBody };
};
const openDetails = async () => userEvent.click(await screen.findByRole('tab', { name: 'Details' }));

describe('farmers', { timeout: 60_000 }, () => {
  beforeEach(() => actAs('Operator'));

  it('registers a farmer without a login (createUser false, no password) and opens their page', async () => {
    const { calls } = stubFetch((url, init) => (init.method === 'POST' ? { status: 201, body: farmer } : answerFor(url, farmer)));
    const { router } = renderRoutes(routes, ['/add-farmer']);
    await userEvent.click(await screen.findByRole('button', { name: 'Register the farmer' }));
    expect(await screen.findByText('Please fill this in.')).toBeInTheDocument();
    await fillIn(/^First name/, 'Kemi');
    await fillIn(/^Last name/, 'Ojo');
    await fillIn(/^Phone number/, '0803 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Register the farmer' }));
    expect(await screen.findByText(/Enter the number with its country code/)).toBeInTheDocument();
    await fillIn(/^Phone number/, '+234 803 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Register the farmer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/farmer/12'));
    expect(bodyOf(calls[0]!.init)).toEqual({
      user: { first_name: 'Kemi', last_name: 'Ojo', phone: '+2348035550199', gender: null, language: 'en', country: null },
      parent_name: null,
      createUser: false,
    });
    expect(await screen.findByText('Kemi Ojo is registered. Farmer code: QRJW5SD5.')).toBeInTheDocument();
  });

  it('links a self-registered farmer by code, and says when the code is unknown', async () => {
    const { calls } = stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'no' } } }));
    renderRoutes(routes, ['/add-farmer']);
    await userEvent.click(await screen.findByRole('radio', { name: 'Farmer has the app' }));
    await fillIn(/^Farmer code/, 'ab12');
    await userEvent.click(screen.getByRole('button', { name: 'Link the farmer' }));
    expect(await screen.findByText('This code is not right. It has 8 letters and numbers.')).toBeInTheDocument();
    await fillIn(/^Farmer code/, 'ab12 cd34');
    await userEvent.click(screen.getByRole('button', { name: 'Link the farmer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be found.');
    expect(bodyOf(calls[0]!.init)).toEqual({ user_code: 'AB12CD34' });
    expect(screen.getByLabelText(/^Farmer code/)).toHaveValue('ab12 cd34');
  });

  it('edits a farmer who uses the app without touching their phone', async () => {
    const withLogin = { ...farmer, canLogIn: true };
    const { calls } = stubFetch((url) => answerFor(url, withLogin));
    renderRoutes(routes, ['/farmer/12']);
    expect(await screen.findByText('Uses the app')).toBeInTheDocument();
    await openDetails();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('readonly');
    await fillIn(/^Father's or mother's name/, 'Musa Ojo');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.init.method === 'PUT')!;
    expect(put.url).toBe('/api/user/v1/farmers/12/');
    expect(bodyOf(put.init)).toEqual({ first_name: 'Kemi', last_name: 'Ojo', gender: null, language: 'en', country: 'NG', parent_name: 'Musa Ojo' });
  });

  it('shows the phone of a farmer with a login as read-only, and says why it cannot be changed', async () => {
    stubFetch((url) => answerFor(url, { ...farmer, canLogIn: true }));
    renderRoutes(routes, ['/farmer/12']);
    await openDetails();
    const phone = await screen.findByLabelText(/^Phone number/);
    expect(phone).toHaveAttribute('readonly');
    // It looks read-only: a filled box with a lock, not an open field; the reason is its description.
    expect(phone).toHaveAttribute('data-variant', 'filled');
    expect(phone.closest('.mantine-InputWrapper-root')?.querySelector('[data-read-only-lock]')).not.toBeNull();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('only they can change it'));
    await userEvent.type(phone, '9');
    expect(phone).toHaveValue('+2348035550199');
    // The farmer's own first name stays an open field.
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('data-variant', 'filled');
  });

  it('never offers to remove the walk-in customer', async () => {
    stubFetch((url) => answerFor(url, { ...farmer, isWalkIn: true, firstName: 'User without a phone', lastName: '' }));
    renderRoutes(routes, ['/farmer/12']);
    await openDetails();
    expect(await screen.findByText(/walk-in customer record/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove farmer' })).toBeNull();
  });

  it('names the walk-in customer with the glossary’s term in the list and on its page, not by its stored name', async () => {
    const walkIn = { ...farmer, id: 13, isWalkIn: true, firstName: 'User without a phone', lastName: '' };
    stubFetch((url) => ({ body: url.includes('/farmers/13/') ? walkIn : { items: [walkIn], total: 1, page: 1, page_size: 20 } }));
    const { router } = renderRoutes(routes, ['/farmers']);
    expect(await screen.findByRole('link', { name: /Walk-in customer/ })).toBeInTheDocument();
    expect(screen.queryByText(/User without a phone/)).toBeNull();
    await router.navigate('/farmer/13');
    expect(await screen.findByRole('heading', { name: 'Walk-in customer' })).toBeInTheDocument();
  });

  it('searches by name, phone or code and pages through the list', async () => {
    const { calls } = stubFetch(() => ({ body: { items: [farmer], total: 45, page: 1, page_size: 20 } }));
    renderRoutes(routes, ['/farmers']);
    expect(await screen.findByRole('link', { name: /Kemi Ojo/ })).toBeInTheDocument();
    expect(screen.getByText('45 in all')).toBeInTheDocument();
    await fillIn(/^Search farmers/, 'QRJW');
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/user/v1/farmers/?company=1&search=QRJW&page=1&page_size=20'));
    await userEvent.click(screen.getByRole('button', { name: /\b2\b/ }));
    await waitFor(() => expect(calls.at(-1)!.url).toContain('page=2'));
  });
});
