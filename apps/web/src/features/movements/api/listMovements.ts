import { OPERATION_PREFIX, type MovementList, type MovementType } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';

export interface MovementFilter {
  room: number | null;
  farmer: number | null;
  type: MovementType | null;
  /** Calendar dates (YYYY-MM-DD) in the company's zone, both included. */
  from: string;
  to: string;
  /** 'false': only check-outs with money still owed; 'true': settled ones; null: all. */
  paid?: 'true' | 'false' | null;
  /** Movements whose code contains this (any case). */
  code?: string;
}

export const MOVEMENTS_PAGE_SIZE = 20;

/** GET /operation/v1/movements/?cooling_unit&farmer&type&from&to&paid&code&page&page_size, newest first. */
export function fetchMovements(filter: MovementFilter, page: number): Promise<MovementList> {
  const query = queryString({
    cooling_unit: filter.room,
    farmer: filter.farmer,
    type: filter.type,
    from: filter.from,
    to: filter.to,
    paid: filter.paid ?? null,
    code: filter.code?.trim() || null,
    page,
    page_size: MOVEMENTS_PAGE_SIZE,
  });
  return apiFetch<MovementList>(`${OPERATION_PREFIX}/movements/${query}`);
}

export function useMovements(filter: MovementFilter, page: number, enabled = true) {
  return useQuery({
    queryKey: ['movements', 'list', filter, page],
    queryFn: () => fetchMovements(filter, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
