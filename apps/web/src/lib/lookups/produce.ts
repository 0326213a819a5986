import { SITES_PREFIX, type ProduceList } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { queryString } from '../paging';

export interface ProduceQuery {
  coolingUnit?: number | null;
  farmer?: number | null;
  search?: string;
  page?: number;
  pageSize?: number;
}

/**
 * GET /storage/v1/produce/?cooling_unit&farmer&search&page&page_size: lots with crates in storage, newest
 * first. Staff get their company's; a farmer gets their own, across companies.
 */
export function fetchProduce({ coolingUnit, farmer, search, page = 1, pageSize = 100 }: ProduceQuery): Promise<ProduceList> {
  return apiFetch<ProduceList>(
    `${SITES_PREFIX}/produce/${queryString({ cooling_unit: coolingUnit, farmer, search, page, page_size: pageSize })}`,
  );
}

export const produceKeys = {
  all: ['produce'] as const,
  list: (query: ProduceQuery) => ['produce', 'list', query] as const,
  one: (id: number) => ['produce', 'one', id] as const,
};

export function useProduce(query: ProduceQuery, enabled = true) {
  return useQuery({ queryKey: produceKeys.list(query), queryFn: () => fetchProduce(query), placeholderData: keepPreviousData, enabled });
}
