import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPage } from '../../features/auth/pages/AuthPage';
import { nextPageOf } from '../../features/auth/views';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { buildRoutes } from '../router';

const loginAnswer = {
  refresh: 'refresh-1',
  role: 'Operator',
  company: 1,
  csrf_token: 'c',
  user: { id: 2, first_name: 'Emeka', last_name: 'O', email: null, gender: null, phone: '+2348030000002', last_login: null, language: 'en', role: 'Operator', company: 1 },
};

describe('a logged-out visitor of an unguarded page that needs an account', { timeout: 30_000 }, () => {
  it.each([
    ['/farmers?search=musa', 'Farmers'],
    ['/locations', 'Locations'],
    ['/operators', 'Operators'],
    ['/produce-details?id=12', 'My produce'],
    ['/market-survey', 'Market survey'],
  ])('on %s is invited to log in and come back, and no request goes out for the page', async (path, title) => {
    actAs(null);
    const { calls } = stubFetch(() => ({ status: 401, body: { error: { code: 'not_authenticated', message: 'Log in' } } }));
    renderRoutes(buildRoutes(), [path]);
    expect(await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Log in to see this page' });
    expect(login).toHaveAttribute('href', `/auth?next=${encodeURIComponent(path)}`);
    expect(screen.queryByText('Please log in again.')).toBeNull();
    expect(calls.filter(({ url }) => !url.endsWith('/user/version/'))).toEqual([]);
  });

  it('logs in and lands on the page it wanted, query string included', async () => {
    actAs(null);
    stubFetch((url) => (url.endsWith('/user/v1/login/') ? { body: loginAnswer } : { body: { access: 'access-1', refresh: 'refresh-2' } }));
    const { router } = renderRoutes(
      [
        { path: '/auth', Component: AuthPage },
        { path: '/farmers', element: <p>farmers page</p> },
      ],
      [`/auth?next=${encodeURIComponent('/farmers?search=musa')}`],
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Operator' }));
    await userEvent.type(screen.getByLabelText(/Phone number or email/), '+2348030000002');
    await userEvent.type(screen.getByLabelText('Password'), 'Coldroom-demo1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('farmers page')).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/farmers?search=musa'));
  });

  it('returns only to a page of this app', () => {
    const next = (value: string) => nextPageOf(new URLSearchParams({ next: value }));
    expect(next('/farmers?search=musa')).toBe('/farmers?search=musa');
    expect(next('https://evil.example/')).toBeNull();
    expect(next('//evil.example/')).toBeNull();
    expect(next('/\\evil.example')).toBeNull();
    expect(next('/auth?view=register')).toBeNull();
  });
});
