import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isLoggedIn } from '../../../lib/session';
import { getRole } from '../../../lib/storage';
import { renderRoutes, stubFetch } from '../../../test/render';
import { AuthPage } from './AuthPage';

const loginAnswer = {
  refresh: 'refresh-1',
  role: 'Service Provider',
  company: 1,
  csrf_token: 'c',
  user: { id: 1, first_name: 'Sade', last_name: 'A', email: 'sp@example.com', gender: null, phone: 'None', last_login: null, language: 'en', role: 'Service Provider', company: 1 },
};

function renderAuth() {
  return renderRoutes(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <p>main page</p> },
    ],
    ['/auth'],
  );
}

const fill = async (username: string, password: string) => {
  if (username) await userEvent.type(screen.getByLabelText(/Phone number or email/), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('auth page', () => {
  it('offers the three user types, a language picker and links to register and reset', async () => {
    const { router } = renderAuth();
    for (const name of ['Service provider', 'Operator', 'Farmer']) expect(await screen.findByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth?view=forgot');
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(router.state.location.search).toBe('?view=register');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('explains what is missing or wrong before calling the server', async () => {
    const { calls } = stubFetch(() => ({}));
    renderAuth();
    await fill('', '');
    expect(await screen.findByText('Enter your phone number or email.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await fill('12', 'x');
    expect(await screen.findByText(/Enter a phone number such as/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets only service providers use an email', async () => {
    stubFetch(() => ({}));
    renderAuth();
    await userEvent.click(await screen.findByRole('radio', { name: 'Farmer' }));
    await fill('farmer@example.com', 'Secret123');
    expect(await screen.findByText('Operators and farmers log in with their phone number.')).toBeInTheDocument();
  });

  it.each([
    ['invalid_credentials', 401, /is not right/],
    ['rate_limited', 429, /Too many tries/],
  ])('shows a clear message for %s', async (code, status, text) => {
    stubFetch(() => ({ status, body: { error: { code, message: code } } }));
    renderAuth();
    await fill('+2348030000002', 'Wrong-pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(isLoggedIn()).toBe(false);
  });

  it('shows the network message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderAuth();
    await fill('+2348030000002', 'Coldroom-demo1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/No connection to the server/);
  });

  it('logs in with the chosen user type and language, runs the session sequence and opens the main page', async () => {
    const { calls } = stubFetch((url) =>
      url.endsWith('/user/v1/login/') ? { body: loginAnswer } : { body: { access: 'access-1', refresh: 'refresh-2' } },
    );
    const { router } = renderAuth();
    await userEvent.click(await screen.findByRole('radio', { name: 'Service provider' }));
    await fill('sp@example.com', 'Coldroom-demo1');
    expect(await screen.findByText('main page')).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      username: 'sp@example.com',
      password: 'Coldroom-demo1',
      user_type: 'sp',
      language: 'en',
    });
    expect(calls[1]?.url).toBe('/api/user/token/refresh/');
    expect(isLoggedIn()).toBe(true);
    expect(getRole()).toBe('Service Provider');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
