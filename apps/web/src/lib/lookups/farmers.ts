import type { Farmer } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { storedCompanyId } from '../company';
import { queryString, type Page } from '../paging';

/**
 * Farmers to pick from at check-in, check-out and in filters: GET /user/v1/farmers/?company&search,
 * the first 20 matches (name, phone or farmer code). The walk-in customer is one of them.
 */
export function fetchFarmerOptions(company: number, search: string): Promise<Page<Farmer>> {
  return apiFetch<Page<Farmer>>(`/user/v1/farmers/${queryString({ company, search, page: 1, page_size: 20 })}`);
}

export function useFarmerOptions(search: string, enabled = true) {
  const company = storedCompanyId();
  return useQuery({
    queryKey: ['farmers', 'options', company, search],
    queryFn: () => fetchFarmerOptions(company, search),
    placeholderData: keepPreviousData,
    enabled,
  });
}
