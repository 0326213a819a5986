import { OPERATION_PREFIX, type OfflineRefusalPage } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';

export const REFUSALS_PAGE_SIZE = 10;

/** GET /operation/v1/offline-refusals/: the company's refused offline operations (service providers), newest first. */
export function useOfflineRefusals(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['offline-refusals', page],
    queryFn: () => apiFetch<OfflineRefusalPage>(`${OPERATION_PREFIX}/offline-refusals/${queryString({ page, page_size: REFUSALS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}
