import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}

/** Renders routes in a memory router inside the app's providers. */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...result };
}

/** A fetch stub answering JSON by "METHOD path" (path without the API base). */
type StubAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FetchHandler = (url: string, init: RequestInit) => StubAnswer | Promise<StubAnswer>;

export function stubFetch(handler: FetchHandler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const { status = 200, body, headers = {} } = await handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);
