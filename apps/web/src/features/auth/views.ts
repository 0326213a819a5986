/**
 * Everything about getting in lives on the one `auth` route (spec §2); the query string picks the view:
 * `?view=register`, `?view=verify&phone=…` (a farmer's sign-up code), `?view=forgot`, `?view=reset&phone=…`,
 * and an invitation link's `?code=…&phone=…`.
 */
export type AuthView = 'login' | 'register' | 'verify' | 'invite' | 'forgot' | 'reset';

export function authViewOf(params: URLSearchParams): AuthView {
  if (params.get('code')) return 'invite';
  const view = params.get('view');
  if (view === 'verify') return params.get('phone') ? 'verify' : 'register';
  return view === 'register' || view === 'forgot' || view === 'reset' ? view : 'login';
}

export function authHref(view: AuthView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(view === 'login' ? extra : { view, ...extra });
  const query = params.toString();
  return query ? `/auth?${query}` : '/auth';
}

export const AUTH_TITLE_KEYS: Record<AuthView, string> = {
  login: 'auth.title',
  register: 'auth.signup.title',
  verify: 'auth.verify.title',
  invite: 'auth.invite.title',
  forgot: 'auth.forgot.title',
  reset: 'auth.reset.title',
};

/**
 * Where a login goes afterwards: `?next=` holds the page a visitor was asked to log in for (path and query,
 * e.g. `/farmers?search=musa`). Only a path of this app counts (not another site, not /auth itself).
 */
export function nextPageOf(params: URLSearchParams): string | null {
  const next = params.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (next === '/auth' || next.startsWith('/auth?') || next.startsWith('/auth/')) return null;
  return next;
}

/** The login page that returns to `page` (path and query) once logged in. */
export const loginReturningTo = (page: string) => authHref('login', { next: page });
