import { SITES_PREFIX, type LocationList } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { locationKeys } from './keys';

export interface LocationListParams {
  page: number;
  pageSize: number;
  search?: string;
}

/** GET /storage/v1/locations/?page&page_size&search (search: name, city, state). */
export function fetchLocations({ page, pageSize, search }: LocationListParams): Promise<LocationList> {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (search?.trim()) query.set('search', search.trim());
  return apiFetch<LocationList>(`${SITES_PREFIX}/locations/?${query.toString()}`);
}

export function useLocations(params: LocationListParams) {
  return useQuery({ queryKey: locationKeys.list(params), queryFn: () => fetchLocations(params), placeholderData: keepPreviousData });
}
