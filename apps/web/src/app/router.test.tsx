import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, Link, Outlet, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/routeHandle';
import { renderRoutes } from '../test/render';
import { EXPECTED_ROUTES } from '../test/routeExpectations';
import { actAs, VISITORS, visitorName } from '../test/sessions';
import { buildRoutes, preloadPage } from './router';
import { useSameUrlReload } from './shell/useSameUrlReload';

async function settle(router: ReturnType<typeof createMemoryRouter>) {
  await vi.waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('still loading');
  }, { timeout: 10_000 });
}

describe.each(VISITORS.map((role, column) => [visitorName(role), role, column] as const))('the real router as %s', (_name, role, column) => {
  it.each(EXPECTED_ROUTES.map(([path, url, outcomes]) => [url, path, outcomes[column]] as const))('%s', async (url, path, outcome) => {
    actAs(role);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
    await settle(router);
    // A role redirect to '/' meets the main page's login guard when logged out.
    const landing = outcome === 'ok' ? url : outcome === '/' && role === null ? '/auth' : outcome;
    expect(router.state.location.pathname).toBe(landing);
    const leaf = router.state.matches.at(-1);
    if (outcome === 'ok') expect(leaf?.route.path ?? (leaf?.route.index ? '' : undefined)).toBe(path);
    router.dispose();
  });
});

describe('routes', () => {
  it('loads every page but the login page on demand, with its guard as a static loader', () => {
    const root = buildRoutes()[0]!;
    const leaves = root.children!.flatMap((child) => (child.children ? child.children : [child]));
    expect(leaves).toHaveLength(EXPECTED_ROUTES.length);
    for (const leaf of leaves) {
      expect(leaf.loader).toBeTypeOf('function');
      // The login page comes with the first download (a first visit always opens it).
      if (leaf.path === 'auth') {
        expect(leaf.Component).toBeTypeOf('function');
        expect(leaf.lazy).toBeUndefined();
      } else {
        expect(leaf.lazy, leaf.path).toBeDefined();
        expect(leaf.Component, leaf.path).toBeUndefined();
      }
    }
    expect(leaves.filter((leaf) => leaf.path === 'auth')).toHaveLength(1);
  });

  it('sends /operators to the list page; the add-invitation page lives at /add-operators', async () => {
    actAs(null);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/operators'] });
    await settle(router);
    expect((router.state.matches.at(-1)?.route.handle as RouteHandle).titleKey).toBe('pages.operators');
    await router.navigate('/add-operators');
    await settle(router);
    expect((router.state.matches.at(-1)?.route.handle as RouteHandle).titleKey).toBe('pages.addOperators');
    router.dispose();
  });

  it('renders a page that a later issue fills with its translated title', async () => {
    actAs('Operator');
    renderRoutes(buildRoutes(), ['/usage-analysis']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold room use' })).toBeInTheDocument();
  });
});

describe('navigating to the same URL (spec §2)', () => {
  it('runs the loaders again and remounts the page', async () => {
    const loader = vi.fn(() => null);
    let mounts = 0;
    function Page() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <Link to="/page">again</Link>;
    }
    function Layout() {
      return <Outlet key={useSameUrlReload()} />;
    }
    const routes: RouteObject[] = [{ path: '/', Component: Layout, children: [{ path: 'page', loader, Component: Page }] }];
    renderRoutes(routes, ['/page']);
    const link = await screen.findByRole('link', { name: 'again' });
    await vi.waitFor(() => expect(mounts).toBe(1), { timeout: 10_000 });
    const mountsBefore = mounts;
    const loadsBefore = loader.mock.calls.length;
    await userEvent.click(link);
    await vi.waitFor(() => expect(loader.mock.calls.length).toBe(loadsBefore + 1), { timeout: 10_000 });
    await vi.waitFor(() => expect(mounts).toBe(mountsBefore + 1), { timeout: 10_000 });
  });
});

describe('preloading a page (main.tsx, while the first login form is filled in)', () => {
  it("answers the main page's component, the one the index route then opens without a download", async () => {
    const { MainPage } = await import('../features/home/pages/MainPage');
    await expect(preloadPage('main')).resolves.toBe(MainPage);
    await expect(preloadPage('checkIn')).resolves.not.toBe(MainPage);
  });
});
