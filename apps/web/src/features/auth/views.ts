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
