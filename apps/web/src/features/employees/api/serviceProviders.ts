import type { ServiceProvider } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';
import { PAGE_SIZE, queryString, type Page } from '../../../lib/paging';

/** GET /user/v1/service-providers/?company&search&page&page_size — the company's service providers. */
export function getServiceProviders(company: number, search: string, page: number): Promise<Page<ServiceProvider>> {
  return apiFetch<Page<ServiceProvider>>(`/user/v1/service-providers/${queryString({ company, search, page, page_size: PAGE_SIZE })}`);
}

export function useServiceProviders(search: string, page: number) {
  const company = storedCompanyId();
  return useQuery({
    queryKey: ['employees', 'list', company, search, page],
    queryFn: () => getServiceProviders(company, search, page),
    placeholderData: keepPreviousData,
  });
}
