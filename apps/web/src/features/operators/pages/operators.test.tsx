import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { AddOperatorsPage } from './AddOperatorsPage';
import { OperatorPage } from './OperatorPage';
import { OperatorsPage } from './OperatorsPage';

const company = { id: 1, name: 'Green Cold', country: 'NG', currency: 'NGN', crop: [], logo: null };
const room = (id: number, name: string) => ({ id, name, location: { name: 'Bodija Market', city: 'Ibadan' } });
const operator = {
  id: 7, userId: 70, firstName: 'Emeka', lastName: 'Nwosu', phone: '+2348030000002', gender: 'male', email: null,
  lastLogin: '2026-03-01T09:30:00Z', cooling_units: [2], companyName: 'Green Cold', companyId: 1, language: 'en',
};
const invitation = { id: 3, code: 'AAAA1111', role: 'Operator', phone: '+2348035550101', first_name: 'Ola', last_name: null, status: 'pending', expires_at: '2030-01-01T08:00:00Z' };

const routes = [
  { path: '/operators', Component: OperatorsPage },
  { path: '/add-operators', Component: AddOperatorsPage },
  { path: '/operator/:id', Component: OperatorPage },
];

describe('operators', { timeout: 60_000 }, () => {
  beforeEach(() => actAs('Service Provider'));

  it('invites by phone with the chosen rooms and the SMS parts, then shows the list', async () => {
    const { calls } = stubFetch((url, init) => {
      if (url.includes('/companies/')) return { body: company };
      if (url.includes('/cooling-units/')) return { body: { items: [room(2, 'Room A'), room(3, 'Room B')], total: 2, page: 1, page_size: 200 } };
      if (init.method === 'POST') return { status: 201, body: invitation };
      return { body: { items: [], total: 0, page: 1, page_size: 20 } };
    });
    const { router } = renderRoutes(routes, ['/add-operators']);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a phone number.')).toBeInTheDocument();
    await fillIn(/^Phone number/, '+234 803 555 0101');
    await fillIn(/^First name/, 'Ola');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Room B/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operators'));
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url).toBe('/api/user/v1/operator-invite/');
    expect(JSON.parse(String(post.init.body))).toEqual({
      phone: '+2348035550101',
      first_name: 'Ola',
      last_name: '',
      cooling_units: [3],
      partOne: 'Green Cold invites you to Coldroom. Create your account here:',
      partTwo: 'The link works for 24 hours.',
      urlOne: `${window.location.origin}/auth`,
      user_id: 1,
    });
    expect(await screen.findByText('Invitation sent by SMS to +2348035550101.')).toBeInTheDocument();
  });

  it('says when there are no rooms yet, and puts a taken phone on its field', async () => {
    stubFetch((url, init) => {
      if (url.includes('/cooling-units/')) return { status: 404, body: { error: { code: 'route_not_found', message: 'no' } } };
      if (init.method === 'POST') return { status: 409, body: { error: { code: 'duplicate', message: 'x', fields: { phone: 'taken' } } } };
      return { body: company };
    });
    renderRoutes(routes, ['/add-operators']);
    expect(await screen.findByText(/No cold rooms yet/)).toBeInTheDocument();
    await fillIn(/^Phone number/, '+2348030000002');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('This is already used by another account.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+2348030000002');
  });

  it.each([
    [429, { code: 'sms_budget_exceeded', message: 'x' }, 'Too many text messages of this kind have been sent for now.', null],
    [429, { code: 'sms_recipient_limit', message: 'x' }, 'This phone has had as many of these text messages as allowed for today.', null],
    [422, { code: 'sms_country_not_allowed', message: 'x', fields: { phone: 'country_not_allowed' } }, 'Coldroom does not send text messages to this country.', 'Text messages cannot be sent to this country.'],
    [400, { code: 'invalid_input', message: 'x', fields: { partOne: 'link_not_allowed' } }, 'Some of the information is not right.', 'The invitation text contains your company'],
  ])('explains an SMS the server refuses (%s %o)', async (status, error, alert, detail) => {
    stubFetch((url, init) => {
      if (url.includes('/cooling-units/')) return { body: { items: [], total: 0, page: 1, page_size: 200 } };
      if (init.method === 'POST') return { status, body: { error } };
      return { body: company };
    });
    renderRoutes(routes, ['/add-operators']);
    await fillIn(/^Phone number/, '+14155552671');
    await userEvent.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
    if (detail) expect(screen.getByText(new RegExp(`^${detail}`))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+14155552671');
  });

  it('lists operators with last login, searches, and shows those invited', async () => {
    const { calls } = stubFetch((url) => {
      if (url.includes('/operator-invite/')) return { body: [invitation] };
      return { body: { items: [operator], total: 1, page: 1, page_size: 20 } };
    });
    renderRoutes(routes, ['/operators']);
    const card = await screen.findByRole('link', { name: /Emeka Nwosu/ });
    expect(within(card).getByText(/^Last login: /)).toBeInTheDocument();
    expect(within(card).getByText('Cold rooms: 1')).toBeInTheDocument();
    expect(screen.getByText('Invited, not signed up yet')).toBeInTheDocument();
    expect(screen.getByText('+2348035550101')).toBeInTheDocument();
    await fillIn(/^Search operators/, 'eme');
    await waitFor(() => expect(calls.some((call) => call.url.includes('search=eme'))).toBe(true));
    expect(calls.find((call) => call.url.includes('search=eme'))!.url).toBe('/api/user/v1/operators/?company=1&search=eme&page=1&page_size=20');
  });

  it('cancels an open invitation after the confirmation popup and loads the list again', async () => {
    let cancelled = false;
    const { calls } = stubFetch((url, init) => {
      if (init.method === 'DELETE') return (cancelled = true), { status: 204 };
      if (url.includes('/operator-invite/')) return { body: cancelled ? [] : [invitation] };
      return { body: { items: [], total: 0, page: 1, page_size: 20 } };
    });
    renderRoutes(routes, ['/operators']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Cancel the invitation of Ola? The link in the SMS will stop working.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
    expect(calls.find((call) => call.init.method === 'DELETE')!.url).toBe('/api/user/v1/invitations/3/');
  });

  it('removes an operator only after the confirmation popup', async () => {
    const { calls } = stubFetch((url, init) => {
      if (init.method === 'DELETE') return { status: 204 };
      if (url.includes('/cooling-units/')) return { body: { items: [room(2, 'Room A')], total: 1, page: 1, page_size: 200 } };
      return { body: operator };
    });
    const { router } = renderRoutes(routes, ['/operator/7']);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove operator' }));
    expect(await screen.findByText('Remove Emeka Nwosu from your operators?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operators'));
    expect(calls.find((call) => call.init.method === 'DELETE')!.url).toBe('/api/user/v1/operators/7/');
  });
});
