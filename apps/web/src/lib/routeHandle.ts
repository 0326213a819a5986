import { useMatches } from 'react-router';

/** What every route carries in its `handle`: the translation key of its title. */
export interface RouteHandle {
  titleKey: string;
}

export function useRouteTitleKey(): string | null {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return handle?.titleKey ?? null;
}
