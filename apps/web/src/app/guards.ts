import type { Role } from '@coldroom/contract';
import { redirect } from 'react-router';
import { AUTH_PATH, isLoggedIn } from '../lib/session';
import { getRole } from '../lib/storage';

export const ROOT_PATH = '/';

/** A route's guard as spec §2 lists it: the login guard and/or the role rule. */
export interface Guard {
  login: boolean;
  roles?: readonly Role[];
}

export interface SessionState {
  loggedIn: boolean;
  role: Role | null;
}

/**
 * Where a guard sends the user, or null when the route may open.
 * A failed login guard goes to /auth; a failed role rule goes to the root path (spec §2, §5).
 */
export function guardRedirect(guard: Guard, session: SessionState): string | null {
  if (guard.login && !session.loggedIn) return AUTH_PATH;
  if (guard.roles && !(session.role !== null && guard.roles.includes(session.role))) return ROOT_PATH;
  return null;
}

export function currentSessionState(): SessionState {
  return { loggedIn: isLoggedIn(), role: getRole() };
}

/** The loader that enforces a guard. Loaders run again on every navigation to the route, same URL included. */
export function guardLoader(guard: Guard) {
  return () => {
    const to = guardRedirect(guard, currentSessionState());
    if (to !== null) throw redirect(to);
    return null;
  };
}
