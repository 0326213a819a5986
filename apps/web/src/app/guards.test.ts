import { actAs, VISITORS, visitorName } from '../test/sessions';
import { currentSessionState, guardLoader, guardRedirect } from './guards';
import { EXPECTED_ROUTES } from '../test/routeExpectations';
import { ROUTE_TABLE } from './routeTable';

describe('the route table covers spec §2', () => {
  it('has exactly the spec paths, each once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(EXPECTED_ROUTES.map(([path]) => path).sort());
  });
});

describe.each(VISITORS.map((role, column) => [visitorName(role), role, column] as const))('guards as %s', (_name, role, column) => {
  it.each(EXPECTED_ROUTES.map(([path, , outcomes]) => [path || '(empty)', path, outcomes[column]] as const))(
    '%s → %s',
    (_label, path, expected) => {
      actAs(role);
      const route = ROUTE_TABLE.find((entry) => entry.path === path);
      expect(route).toBeDefined();
      const redirect = guardRedirect(route!.guard, currentSessionState());
      expect(redirect ?? 'ok').toBe(expected);
    },
  );
});

describe('guardRedirect', () => {
  it('checks the login guard before the role rule', () => {
    expect(guardRedirect({ login: true, roles: ['Operator'] }, { loggedIn: false, role: null })).toBe('/auth');
    expect(guardRedirect({ login: true, roles: ['Operator'] }, { loggedIn: false, role: 'Operator' })).toBe('/auth');
  });

  it('applies a role rule without a login guard on its own (check-out)', () => {
    expect(guardRedirect({ login: false, roles: ['Operator'] }, { loggedIn: false, role: 'Operator' })).toBeNull();
    expect(guardRedirect({ login: false, roles: ['Operator'] }, { loggedIn: false, role: null })).toBe('/');
  });
});

describe('guardLoader', () => {
  it('throws a redirect response when the guard fails and returns null when it passes', () => {
    actAs(null);
    const thrown = (() => {
      try {
        guardLoader({ login: true })();
      } catch (response) {
        return response as Response;
      }
      return null;
    })();
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get('Location')).toBe('/auth');
    actAs('Farmer');
    expect(guardLoader({ login: true })()).toBeNull();
  });
});
