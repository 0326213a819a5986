import { ROLES } from '@coldroom/contract';
import { guardRedirect } from '../../app/guards';
import { ROUTE_TABLE } from '../../app/routeTable';
import { menuFor } from '../../app/menu';
import { matchPath } from 'react-router';
import { HOME_CARDS } from './cards';

const routeFor = (path: string) => ROUTE_TABLE.find((route) => route.path !== '*' && matchPath({ path: `/${route.path}` }, path));

describe.each(ROLES)('what %s is shown', (role) => {
  it('every main-page card and menu item opens for that role', () => {
    for (const path of [...HOME_CARDS[role].map((card) => card.path), ...menuFor(role, true).map((entry) => entry.to)]) {
      const route = routeFor(path);
      expect(route, path).toBeDefined();
      expect(guardRedirect(route!.guard, { loggedIn: true, role }), path).toBeNull();
    }
  });

  it('has at most four pages in the phone bar, Home first (Menu is the fifth tab)', () => {
    const tabs = menuFor(role, true).filter((entry) => entry.tab);
    expect(tabs.length).toBeLessThanOrEqual(4);
    expect(tabs[0]?.to).toBe('/');
  });
});

describe('what a farmer is shown', () => {
  it('leads to their own figures from the main page and the menu', () => {
    expect(HOME_CARDS.Farmer.map((card) => card.path)).toContain('/revenue-analysis');
    expect(menuFor('Farmer', false).find((entry) => entry.to === '/revenue-analysis')?.labelKey).toBe('pages.myFigures');
  });
});
