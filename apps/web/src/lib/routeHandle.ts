import { useMatches } from 'react-router';

/** What every route carries in its `handle`: the translation key of its title, and whether it needs an account. */
export interface RouteHandle {
  titleKey: string;
  /** An unguarded page that shows a logged-out visitor an invitation to log in (app/routeTable.ts). */
  needsAccount?: boolean;
}

export function useRouteHandle(): RouteHandle | null {
  return (useMatches().at(-1)?.handle as RouteHandle | undefined) ?? null;
}

export function useRouteTitleKey(): string | null {
  return useRouteHandle()?.titleKey ?? null;
}
