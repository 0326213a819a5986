import type { Role } from '@coldroom/contract';
import { guardRedirect } from './guards';
import { MENU_GROUPS, ROUTE_TABLE, type Audience, type MenuGroup, type MenuIcon, type RouteSpec } from './routeTable';

/** One entry of the menu: where it goes, what it says, how it looks. */
export interface MenuEntry {
  to: string;
  labelKey: string;
  shortKey: string;
  icon: MenuIcon;
  group: MenuGroup;
  /** In the phone's bottom bar as well. */
  tab: boolean;
}

const ROLES: Role[] = ['Service Provider', 'Operator', 'Farmer'];
const ADMIN: Role = 'Administrator';

/**
 * Who the route's guard lets in (spec §2): visitors only where there is no guard and nothing needs an
 * account; the platform administrator only where the guard names them or the entry says `admin`.
 */
export function guardAudience(spec: RouteSpec): Audience[] {
  const candidates = spec.guard.roles?.includes(ADMIN) || spec.menu?.admin ? [...ROLES, ADMIN] : ROLES;
  const roles = candidates.filter((role) => guardRedirect(spec.guard, { loggedIn: true, role }) === null);
  const guests = guardRedirect(spec.guard, { loggedIn: false, role: null }) === null && !spec.needsAccount;
  return guests ? [...roles, 'guest'] : roles;
}

/**
 * Every page the audience may open, for the menu: built from the route table's `menu` metadata, so a
 * route given one appears here by itself. In group order, then by rank (the most used first).
 */
export function menuFor(audience: Audience, marketAllowed: boolean, routes: readonly RouteSpec[] = ROUTE_TABLE): MenuEntry[] {
  const entries = routes.flatMap((spec) => {
    const meta = spec.menu;
    if (!meta || (meta.market && !marketAllowed)) return [];
    const allowed = guardAudience(spec).filter((who) => !meta.for || meta.for.includes(who) || (who === ADMIN && meta.admin === true));
    if (!allowed.includes(audience)) return [];
    const labelKey = (audience !== 'guest' ? meta.labels?.[audience] : undefined) ?? meta.labelKey ?? spec.titleKey;
    return [{ spec, meta, entry: {
      to: `/${spec.path}`,
      labelKey,
      shortKey: meta.shortKey ?? labelKey,
      icon: meta.icon,
      group: meta.group,
      tab: spec.path === '' || (meta.tab?.includes(audience) ?? false),
    } }];
  });
  return entries
    .sort((a, b) => MENU_GROUPS.indexOf(a.meta.group) - MENU_GROUPS.indexOf(b.meta.group) || a.meta.rank - b.meta.rank)
    .map(({ entry }) => entry);
}

/** The menu in its groups, empty groups left out. */
export function menuGroups(entries: readonly MenuEntry[]): { group: MenuGroup; entries: MenuEntry[] }[] {
  return MENU_GROUPS.map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) })).filter((part) => part.entries.length > 0);
}

export const audienceOf = (role: Role | null, loggedIn: boolean): Audience => (loggedIn && role ? role : 'guest');
