import { SITES_PREFIX, type CoolingUnitList } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

export interface RoomListParams {
  page: number;
  pageSize: number;
  search?: string;
  location?: number;
}

/** GET /storage/v1/cooling-units/?page&page_size&search&location (staff: the company's rooms; farmers: public ones). */
export function fetchCoolingUnits({ page, pageSize, search, location }: RoomListParams): Promise<CoolingUnitList> {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search?.trim()) query.set('search', search.trim());
  if (location) query.set('location', String(location));
  return apiFetch<CoolingUnitList>(`${SITES_PREFIX}/cooling-units/?${query.toString()}`);
}

export function useCoolingUnits(params: RoomListParams) {
  return useQuery({ queryKey: roomKeys.list(params), queryFn: () => fetchCoolingUnits(params), placeholderData: keepPreviousData });
}
