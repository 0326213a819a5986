import { SITES_PREFIX, type CrateList } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';
import { tagKey } from '../crateTags';

/** GET /storage/v1/crates/?cooling_unit (the oldest 500 in storage): the same list, and cache entry, the check-out reads. */
export function fetchRoomCrates(coolingUnit: number): Promise<CrateList> {
  return apiFetch<CrateList>(`${SITES_PREFIX}/crates/${queryString({ cooling_unit: coolingUnit, page: 1, page_size: 500 })}`);
}

/** The tags (as tagKey gives them) on the room's crates in storage: a new crate may not repeat one (docs/crate-tags.md). */
export function useRoomTags(coolingUnit: number | null): ReadonlySet<string> {
  const crates = useQuery({ queryKey: ['crates', 'room', coolingUnit], queryFn: () => fetchRoomCrates(coolingUnit!), enabled: coolingUnit !== null, staleTime: 30_000 });
  return useMemo(() => new Set((crates.data?.items ?? []).flatMap((crate) => (crate.tag?.trim() ? [tagKey(crate.tag)] : []))), [crates.data]);
}
