import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isLoggedIn } from '../../../lib/session';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { AuthPage } from '../pages/AuthPage';

const user = { id: 9, first_name: 'Bola', last_name: 'Ade', email: null, gender: null, phone: '+2348031112222', last_login: null, language: 'en', company: 4 };
const loginAnswer = (role: string) => ({ refresh: 'r1', role, company: 4, csrf_token: 'c', user: { ...user, role } });

function renderRegister() {
  return renderRoutes(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <p>main page</p> },
    ],
    ['/auth?view=register'],
  );
}

async function fillPerson(password = 'Secret12', repeat = password) {
  await fillIn(/^First name/, 'Bola');
  await fillIn(/^Last name/, 'Ade');
  await fillIn(/^Phone number/, '+234 803 111 2222');
  await fillIn(/^New password/, password);
  await fillIn(/^Type the password again/, repeat);
}

async function chooseCompany() {
  await userEvent.click(await screen.findByRole('radio', { name: 'A cold-room company' }));
  await fillIn(/^Company name/, 'Green Cold');
}

const submitCompany = () => userEvent.click(screen.getByRole('button', { name: 'Register the company' }));

describe('registration of a company (service provider)', { timeout: 60_000 }, () => {
  it('says what is missing or wrong, per field, before calling the server', async () => {
    const { calls } = stubFetch(() => ({}));
    renderRegister();
    await userEvent.click(await screen.findByRole('radio', { name: 'A cold-room company' }));
    await submitCompany();
    expect((await screen.findAllByText('Please fill this in.')).length).toBe(3);
    expect(screen.getByText('Enter a phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the password.')).toBeInTheDocument();
    await fillIn(/^Phone number/, '0803 111 2222');
    await fillIn(/^New password/, 'secret');
    await fillIn(/^Type the password again/, 'other');
    await submitCompany();
    expect(await screen.findByText(/Enter the number with its country code/)).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal on the right fields and keeps what was typed', async () => {
    stubFetch(() => ({ status: 409, body: { error: { code: 'duplicate', message: 'x', fields: { 'user.phone': 'taken', 'company.name': 'taken' } } } }));
    renderRegister();
    await chooseCompany();
    await fillPerson();
    await submitCompany();
    expect(await screen.findByRole('alert')).toHaveTextContent('This already exists.');
    expect(screen.getAllByText('This is already used by another account.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Green Cold');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+234 803 111 2222');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Secret12');
  });

  it('sends the spec’s body (default country NG, currency NGN), then logs straight in', async () => {
    const { calls } = stubFetch((url) => {
      if (url.endsWith('/service-provider-signup/')) return { status: 201, body: { company: { id: 4 }, user } };
      if (url.endsWith('/login/')) return { body: loginAnswer('Service Provider') };
      return { body: { access: 'a1', refresh: 'r2' } };
    });
    renderRegister();
    await chooseCompany();
    await fillPerson();
    await submitCompany();
    expect(await screen.findByText('main page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      user: { first_name: 'Bola', last_name: 'Ade', phone: '+2348031112222', email: null, gender: null, password: 'Secret12', language: 'en' },
      company: { name: 'Green Cold', country: 'NG', currency: 'NGN', language: 'en', crop: [] },
    });
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ username: '+2348031112222', password: 'Secret12', user_type: 'sp' });
    expect(isLoggedIn()).toBe(true);
  });
});

describe('registration of a farmer', { timeout: 60_000 }, () => {
  it('signs up with a login (createUser true), confirms the phone with the SMS code and logs in as a farmer', async () => {
    const { calls } = stubFetch((url) => {
      if (url.endsWith('/user/v1/farmers/')) return { status: 202, body: { phone: '+2348031112222', code_minutes: 30, resend_after_seconds: 60 } };
      if (url.endsWith('/farmers/verify/')) return { status: 201, body: { id: 3, userCode: 'AB12CD34' } };
      if (url.endsWith('/login/')) return { body: loginAnswer('Farmer') };
      return { body: { access: 'a1', refresh: 'r2' } };
    });
    const { router } = renderRegister();
    await screen.findByRole('radio', { name: 'A farmer' });
    await fillPerson();
    await fillIn(/^Father's or mother's name/, 'Musa');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      user: { first_name: 'Bola', last_name: 'Ade', phone: '+2348031112222', gender: null, password: 'Secret12', language: 'en' },
      createUser: true,
      parent_name: 'Musa',
    });
    // Nothing exists yet: the phone's code comes first, and the password never goes into the address.
    expect(await screen.findByRole('heading', { name: 'Confirm your phone' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=verify&phone=%2B2348031112222');
    expect(screen.getByRole('status')).toHaveTextContent('We sent a 6-digit code by SMS to +2348031112222.');
    await fillIn(/^Code from the SMS/, '482 913');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my phone' }));
    expect(await screen.findByText('main page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ phone: '+2348031112222', code: '482913' });
    expect(JSON.parse(String(calls[2]!.init.body))).toMatchObject({ username: '+2348031112222', password: 'Secret12', user_type: 'f' });
    expect(isLoggedIn()).toBe(true);
  });

  it('shows an SMS refusal of the server in the user’s words, on the phone field', async () => {
    stubFetch(() => ({ status: 422, body: { error: { code: 'sms_country_not_allowed', message: 'x', fields: { 'user.phone': 'country_not_allowed' } } } }));
    renderRegister();
    await screen.findByRole('radio', { name: 'A farmer' });
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coldroom does not send text messages to this country.');
    expect(screen.getByText('Text messages cannot be sent to this country.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm your phone' })).toBeNull();
  });
});
