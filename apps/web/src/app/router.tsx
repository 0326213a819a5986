import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { setNavigator } from '../lib/navigation';
import type { RouteHandle } from '../lib/routeHandle';
import { guardLoader } from './guards';
import { RootLayout } from './RootLayout';
import { ROUTE_TABLE, type PageKind, type RouteSpec } from './routeTable';
import { RouteError } from './RouteError';
import { ShellLayout } from './shell/ShellLayout';

type LazyComponent = () => Promise<ComponentType>;

// Every page is its own chunk, loaded on demand (spec §2).
const PAGES: Record<PageKind, LazyComponent> = {
  auth: () => import('../features/auth/pages/AuthPage').then((m) => m.AuthPage),
  main: () => import('../features/home/pages/MainPage').then((m) => m.MainPage),
  settings: () => import('../features/settings/pages/SettingsPage').then((m) => m.SettingsPage),
  placeholder: () => import('../components/PlaceholderPage').then((m) => m.PlaceholderPage),
};

function toRoute(spec: RouteSpec): RouteObject {
  const common = {
    // The guard runs before the page's code is even downloaded.
    loader: guardLoader(spec.guard),
    lazy: { Component: PAGES[spec.page] },
    handle: { titleKey: spec.titleKey } satisfies RouteHandle,
  };
  return spec.path === '' ? { index: true, ...common } : { path: spec.path, ...common };
}

export function buildRoutes(): RouteObject[] {
  const bare = ROUTE_TABLE.filter((spec) => spec.page === 'auth');
  const inShell = ROUTE_TABLE.filter((spec) => spec.page !== 'auth');
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenLoader,
      children: [...bare.map(toRoute), { id: 'shell', Component: ShellLayout, children: inShell.map(toRoute) }],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((to, { replace }) => void router.navigate(to, { replace }));
  return router;
}
