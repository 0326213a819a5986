import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNavigator } from '../../lib/navigation';
import { isLoggedIn } from '../../lib/session';
import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { renderRoutes, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { buildRoutes } from '../router';

const api = (company: Record<string, unknown> = { id: 1, name: 'Demo Cold Rooms', ml4Market: false }) =>
  stubFetch((url) => {
    if (url.includes('/user/v1/companies/')) return { body: company };
    if (url.endsWith('/user/version/')) return { body: { version: '1' } };
    return { body: {} };
  });

describe('the shell and the main page', () => {
  it('greets an operator by name and shows what an operator can reach', async () => {
    actAs('Operator');
    api();
    renderRoutes(buildRoutes(), ['/']);
    // The first test of the file loads the shell's and the main page's modules: allow for a busy machine.
    expect(await screen.findByRole('heading', { name: 'Hello, Amina!' }, { timeout: 5000 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Check in produce/ })).toHaveAttribute('href', '/check-in');
    expect(within(main).getByRole('link', { name: /Check out produce/ })).toHaveAttribute('href', '/check-out');
    expect(within(main).queryByRole('link', { name: /Company details/ })).toBeNull();
    // Side bar (laptop) and bottom bar (phone); CSS shows one of them.
    expect(screen.getAllByRole('navigation', { name: 'Main menu' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows a farmer the market survey only when the company has market features', async () => {
    actAs('Farmer');
    api({ id: 1, name: 'Demo', ml4Market: true });
    renderRoutes(buildRoutes(), ['/']);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /Market survey/ })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /Check in produce/ })).toBeNull();
  });

  it('hides the market survey when the company has no market features', async () => {
    actAs('Farmer');
    writeItem(STORAGE_KEYS.company, { id: 1, ml4Market: false });
    api({ id: 1, name: 'Demo', ml4Market: false });
    renderRoutes(buildRoutes(), ['/']);
    const main = await screen.findByRole('main');
    await within(main).findByRole('link', { name: /Knowledge hub/ });
    expect(within(main).queryByRole('link', { name: /Market survey/ })).toBeNull();
  });

  it('logs out after confirmation and lands on /auth', async () => {
    actAs('Service Provider');
    api();
    const { router } = renderRoutes(buildRoutes(), ['/']);
    setNavigator((to, { replace }) => void router.navigate(to, { replace }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
    expect(isLoggedIn()).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor of the main page to /auth', async () => {
    actAs(null);
    api();
    const { router } = renderRoutes(buildRoutes(), ['/']);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 10_000 });
  });

  it('settings has the language picker and a logout button', async () => {
    actAs('Farmer');
    api();
    renderRoutes(buildRoutes(), ['/settings']);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(within(main).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
