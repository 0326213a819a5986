import type { Operator } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';
import { PAGE_SIZE, queryString, type Page } from '../../../lib/paging';

/** GET /user/v1/operators/?company&search&page&page_size — the company's operators with their last login. */
export function getOperators(company: number, search: string, page: number): Promise<Page<Operator>> {
  return apiFetch<Page<Operator>>(`/user/v1/operators/${queryString({ company, search, page, page_size: PAGE_SIZE })}`);
}

export function useOperators(search: string, page: number) {
  const company = storedCompanyId();
  return useQuery({
    queryKey: ['operators', 'list', company, search, page],
    queryFn: () => getOperators(company, search, page),
    placeholderData: keepPreviousData,
  });
}
