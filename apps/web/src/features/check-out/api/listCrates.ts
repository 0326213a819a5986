import { SITES_PREFIX, type CrateList } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
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
