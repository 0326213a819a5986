import { ROLES } from '@coldroom/contract';
import { guardRedirect } from '../../app/guards';
import { ROUTE_TABLE } from '../../app/routeTable';
import { NAV_ITEMS } from '../../app/shell/navItems';
import { matchPath } from 'react-router';
import { HOME_CARDS } from './cards';

const routeFor = (path: string) => ROUTE_TABLE.find((route) => route.path !== '*' && matchPath({ path: `/${route.path}` }, path));

describe.each(ROLES)('what %s is shown', (role) => {
  it('every main-page card and menu item opens for that role', () => {
    for (const { path } of [...HOME_CARDS[role], ...NAV_ITEMS[role]]) {
      const route = routeFor(path);
      expect(route, path).toBeDefined();
      expect(guardRedirect(route!.guard, { loggedIn: true, role }), path).toBeNull();
    }
  });

  it('has at most four items in the phone bar', () => {
    expect(NAV_ITEMS[role].filter((item) => item.bottom).length).toBeLessThanOrEqual(4);
  });
});

describe('what a farmer is shown', () => {
  it('leads to their own figures from the main page and the menu', () => {
    expect(HOME_CARDS.Farmer.map((card) => card.path)).toContain('/revenue-analysis');
    expect(NAV_ITEMS.Farmer.find((item) => item.path === '/revenue-analysis')?.labelKey).toBe('pages.myFigures');
  });
});
