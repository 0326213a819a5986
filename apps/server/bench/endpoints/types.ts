import type { CompanyRole } from '@coldroom/contract';
import type { World } from './world';

/** Who sends a request: a logged-in user of a role, or nobody (public routes). */
export type Caller = CompanyRole | 'anonymous';

/** One request, as a recipe builds it. The method is the route's. */
export interface Call {
  /** Path under the server, query included ("/api/…?page=1"). */
  path: string;
  body?: unknown;
  /** A multipart body instead of JSON (the company form with its logo). */
  form?: () => FormData;
  headers?: Record<string, string>;
  /** Status the route answers when all is well (default 200). */
  expect?: number;
  /**
   * Send this bearer token instead of the caller's: requests that end a session or an account are made
   * as a throw-away user, so the caller's own session lives on. null: no token at all.
   */
  token?: string | null;
}

/**
 * How to call one route realistically: who calls it, and the request each of them sends. For writes,
 * `request` first prepares what the request uses up (a check-in to check out, a location to delete), so
 * every timed call does real work; that preparation is not timed.
 */
export interface Recipe {
  /** As the OpenAPI document names it: "GET /api/storage/v1/locations/{id}/". */
  route: string;
  /** What this request does, when a route has more than one recipe ("link by code", "CSV"). */
  variant?: string;
  callers: readonly Caller[];
  request(world: World, caller: Caller, n: number): Promise<Call> | Call;
}

/** Helper for the recipe tables: one route (with an optional variant after " | "), its callers and its request. */
export function recipe(route: string, callers: readonly Caller[], request: Recipe['request']): Recipe {
  const [name, variant] = route.split(' | ');
  return { route: name!, ...(variant ? { variant } : {}), callers, request };
}

export const STAFF = ['Service Provider', 'Operator'] as const satisfies readonly Caller[];
export const EVERYONE = ['Service Provider', 'Operator', 'Farmer'] as const satisfies readonly Caller[];
export const SP = ['Service Provider'] as const satisfies readonly Caller[];
export const OPERATOR = ['Operator'] as const satisfies readonly Caller[];
export const FARMER = ['Farmer'] as const satisfies readonly Caller[];
export const ANONYMOUS = ['anonymous'] as const satisfies readonly Caller[];
