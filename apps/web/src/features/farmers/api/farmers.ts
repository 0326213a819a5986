import type { Farmer } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';
import { PAGE_SIZE, queryString, type Page } from '../../../lib/paging';

/** GET /user/v1/farmers/?company&search&page&page_size — search by name, phone or farmer code. */
export function getFarmers(company: number, search: string, page: number): Promise<Page<Farmer>> {
  return apiFetch<Page<Farmer>>(`/user/v1/farmers/${queryString({ company, search, page, page_size: PAGE_SIZE })}`);
}

export function useFarmers(search: string, page: number) {
  const company = storedCompanyId();
  return useQuery({
    queryKey: ['farmers', 'list', company, search, page],
    queryFn: () => getFarmers(company, search, page),
    placeholderData: keepPreviousData,
  });
}
