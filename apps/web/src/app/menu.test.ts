import { ROLES } from '@coldroom/contract';
import { matchPath } from 'react-router';
import { guardRedirect } from './guards';
import { menuFor } from './menu';
import { ROUTE_TABLE, type RouteSpec } from './routeTable';

const paths = (entries: { to: string }[]) => entries.map((entry) => entry.to);
const routeOf = (to: string) => ROUTE_TABLE.find((spec) => spec.path !== '*' && matchPath({ path: `/${spec.path}`, end: true }, to));

describe('the menu, built from the route table', () => {
  it.each(ROLES)('lists only pages the guard lets %s open, and no page that needs an id', (role) => {
    for (const to of paths(menuFor(role, true))) {
      const spec = routeOf(to);
      expect(spec, to).toBeDefined();
      expect(guardRedirect(spec!.guard, { loggedIn: true, role }), to).toBeNull();
      expect(to).not.toContain(':');
    }
  });

  it("gives an operator the pages the phone's bottom bar used to hide, daily work first", () => {
    const operator = paths(menuFor('Operator', true));
    expect(operator.slice(0, 3)).toEqual(['/', '/check-in', '/check-out']);
    for (const page of ['/farmers', '/add-farmer', '/cooling-units', '/management', '/management/movements', '/farmer-survey', '/market-survey', '/revenue-analysis', '/usage-analysis', '/knowledge-hub', '/settings']) {
      expect(operator, page).toContain(page);
    }
    expect(operator).not.toContain('/company-details');
  });

  it('gives a service provider the company pages, a farmer their own', () => {
    const provider = paths(menuFor('Service Provider', false));
    for (const page of ['/management', '/cooling-units', '/add-cooling-unit', '/locations', '/add-location', '/operators', '/add-operators', '/registered-employees', '/add-employee', '/farmers', '/add-farmer', '/company-details']) {
      expect(provider, page).toContain(page);
    }
    const farmer = menuFor('Farmer', true);
    expect(paths(farmer)).toEqual(expect.arrayContaining(['/', '/produce-details', '/management/movements', '/revenue-analysis', '/farmer-survey', '/market-survey', '/settings']));
    expect(paths(farmer)).not.toContain('/farmers');
    expect(farmer.find((entry) => entry.to === '/revenue-analysis')?.labelKey).toBe('pages.myFigures');
  });

  it('leaves the market survey out without market features', () => {
    expect(paths(menuFor('Farmer', false))).not.toContain('/market-survey');
  });

  it('shows a visitor the login and the open pages, never one that needs an account', () => {
    const guest = paths(menuFor('guest', false));
    expect(guest[0]).toBe('/auth');
    expect(guest).toContain('/knowledge-hub');
    for (const to of guest) expect(routeOf(to)?.needsAccount, to).not.toBe(true);
    expect(guest).not.toContain('/farmers');
    expect(guest).not.toContain('/');
  });

  it('takes in a page added later from its route metadata alone', () => {
    const added: RouteSpec = {
      path: 'my-account',
      guard: { login: true, roles: ['Farmer'] },
      page: 'placeholder',
      titleKey: 'pages.myFigures',
      menu: { group: 'work', rank: 3, icon: 'produce' },
    };
    expect(paths(menuFor('Farmer', false, [...ROUTE_TABLE, added]))).toContain('/my-account');
    expect(paths(menuFor('Operator', false, [...ROUTE_TABLE, added]))).not.toContain('/my-account');
  });
});
