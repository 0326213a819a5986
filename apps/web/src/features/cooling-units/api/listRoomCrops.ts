import { SITES_PREFIX, type CrateList } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';

/** GET /storage/v1/crates/?cooling_unit (the oldest 500 in storage): the same list, and cache entry, check-in and check-out read. */
export function fetchRoomCrates(coolingUnit: number): Promise<CrateList> {
  return apiFetch<CrateList>(`${SITES_PREFIX}/crates/${queryString({ cooling_unit: coolingUnit, page: 1, page_size: 500 })}`);
}

/** The crops stored in the room now (crop ids), for its target temperature; null until known. */
export function useRoomCrops(coolingUnit: number, enabled: boolean): string[] | null {
  const crates = useQuery({ queryKey: ['crates', 'room', coolingUnit], queryFn: () => fetchRoomCrates(coolingUnit), enabled, staleTime: 30_000 });
  return useMemo(() => (crates.data ? [...new Set(crates.data.items.map((crate) => crate.crop_id))] : null), [crates.data]);
}
