import { SITES_PREFIX, type CoolingUnit, type CoolingUnitList } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { queryString } from '../paging';

/**
 * The cold rooms a person works with: an operator's own rooms (GET /storage/v1/cooling-units/?operator_user),
 * or all of the company's rooms for a service provider (no operator filter). Staff see the "staff" view.
 */
export function fetchMyRooms(operatorUser: number | null): Promise<CoolingUnitList> {
  return apiFetch<CoolingUnitList>(`${SITES_PREFIX}/cooling-units/${queryString({ operator_user: operatorUser, page: 1, page_size: 200 })}`);
}

export function useMyRooms(operatorUser: number | null, enabled = true) {
  return useQuery({
    queryKey: ['cooling-units', 'mine', operatorUser],
    queryFn: () => fetchMyRooms(operatorUser),
    enabled,
    staleTime: 60_000,
    select: (list) => list.items.filter((room): room is CoolingUnit => room.view === 'staff'),
  });
}
