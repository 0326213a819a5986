import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { stubFetch } from '../test/render';
import { isLoggedIn } from '../lib/session';
import { opensLoginFirst, renderLoginFirst, type LeaveLogin } from './loginFirst';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('which page loads open on the login form without the router', () => {
  it('opens it for a logged-out visit to the main page or to /auth', () => {
    expect(opensLoginFirst(at('/'), false)).toBe(true);
    expect(opensLoginFirst(at('/auth'), false)).toBe(true);
    expect(opensLoginFirst(at('/auth', '?phone=%2B2348030000002'), false)).toBe(true);
  });

  it('leaves every other view, address and a logged-in user to the router', () => {
    expect(opensLoginFirst(at('/'), true)).toBe(false);
    expect(opensLoginFirst(at('/auth'), true)).toBe(false);
    for (const search of ['?view=register', '?view=forgot', '?view=reset&phone=1', '?code=abc&phone=1', '?view=verify&phone=1']) {
      expect(opensLoginFirst(at('/auth', search), false)).toBe(false);
    }
    // Unguarded pages a visitor may read, and guarded ones whose guard the router applies.
    for (const path of ['/knowledge-hub', '/locations', '/check-in', '/produce-details']) expect(opensLoginFirst(at(path), false)).toBe(false);
  });
});

describe('the login form of a first visit', () => {
  let root: Root;
  let container: HTMLDivElement;
  let moves: Parameters<LeaveLogin>[];

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    container = document.body.appendChild(document.createElement('div'));
    moves = [];
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const show = () => act(() => renderLoginFirst(root, (to, options) => moves.push([to, options])));

  it('shows the login form at /auth, as the main page guard would, with links that hand over to the app', async () => {
    stubFetch(() => ({ body: { version: '1' } }));
    await show();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    const register = screen.getByRole('link', { name: 'Create an account' });
    expect(register).toHaveAttribute('href', '/auth?view=register');
    await userEvent.click(register);
    expect(moves).toEqual([['/auth?view=register', { replace: false }]]);
  });

  it('logs in without the query cache and hands over to the main page', async () => {
    const answer = {
      refresh: 'refresh-1',
      role: 'Operator',
      company: 1,
      csrf_token: 'c',
      user: { id: 2, first_name: 'Ada', last_name: 'O', email: null, gender: null, phone: '+2348030000002', last_login: null, language: 'en', role: 'Operator', company: 1 },
    };
    stubFetch((url) => {
      if (url.endsWith('/user/v1/login/')) return { body: answer };
      if (url.endsWith('/user/token/refresh/')) return { body: { access: 'access-1', refresh: 'refresh-2' } };
      return { body: { version: '1' } };
    });
    await show();
    await userEvent.type(await screen.findByLabelText(/Phone number or email/), '+2348030000002');
    await userEvent.type(screen.getByLabelText('Password'), 'Coldroom-demo1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(moves).toEqual([['/', { replace: true }]]), { timeout: 10_000 });
    expect(isLoggedIn()).toBe(true);
  });

  it('keeps the form and says why when the login is refused', async () => {
    stubFetch((url) =>
      url.endsWith('/user/v1/login/') ? { status: 401, body: { error: { code: 'invalid_credentials', message: 'no' } } } : { body: { version: '1' } },
    );
    await show();
    await userEvent.type(await screen.findByLabelText(/Phone number or email/), '+2348030000002');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/is not right/);
    expect(moves).toEqual([]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
