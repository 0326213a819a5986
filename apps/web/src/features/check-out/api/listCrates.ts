import { SITES_PREFIX, type CrateList } from '@coldroom/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';

/** GET /storage/v1/crates/?cooling_unit&farmer&page_size=500: a farmer's crates in a room, oldest first. */
export function fetchCrates(coolingUnit: number, farmer: number): Promise<CrateList> {
  return apiFetch<CrateList>(`${SITES_PREFIX}/crates/${queryString({ cooling_unit: coolingUnit, farmer, page: 1, page_size: 500 })}`);
}

export function useCrates(coolingUnit: number | null, farmer: number | null) {
  return useQuery({
    queryKey: ['crates', coolingUnit, farmer],
    queryFn: () => fetchCrates(coolingUnit!, farmer!),
    enabled: coolingUnit !== null && farmer !== null,
    // Fees grow with the days; what the operator sees should be today's.
    staleTime: 0,
  });
}

/** A room's crates in storage (every farmer's), the oldest 500: what an offline check-out picks from. */
export function fetchRoomCrates(coolingUnit: number): Promise<CrateList> {
  return apiFetch<CrateList>(`${SITES_PREFIX}/crates/${queryString({ cooling_unit: coolingUnit, page: 1, page_size: 500 })}`);
}

export const roomCratesKey = (coolingUnit: number) => ['crates', 'room', coolingUnit] as const;

/**
 * Read while online for each of the operator's rooms (at most once an hour), kept with the last-known
 * data: with no network, a check-out finds the farmer's crates among them (issue 13).
 */
export function useRoomCratesForOffline(roomIds: readonly number[], enabled: boolean) {
  return useQueries({
    queries: roomIds.map((id) => ({ queryKey: roomCratesKey(id), queryFn: () => fetchRoomCrates(id), staleTime: 60 * 60 * 1000, enabled })),
  });
}
