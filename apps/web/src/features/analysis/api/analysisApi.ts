import {
  OPERATION_PREFIX,
  type ExportFormat,
  type RevenueAnalysis,
  type RevenueCheckOutList,
  type UsageAnalysis,
} from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';
import type { AnalysisFilters, DateRange } from '../filters';
import type { TableState } from '../tableSort';

/** What a request needs: the filters with their dates resolved (a preset becomes from/to). */
export interface AnalysisRequest {
  filters: AnalysisFilters;
  range: DateRange;
}

export type AnalysisKind = 'revenue' | 'usage';
export const CHECK_OUTS_PAGE_SIZE = 20;

/** The common query of every analysis call; usage takes no payment methods or currency. */
export function analysisQuery({ filters, range }: AnalysisRequest, kind: AnalysisKind): Record<string, string | number | null> {
  const common = { cooling_units: filters.rooms.join(',') || null, from: range.from, to: range.to, bucket: filters.bucket };
  if (kind === 'usage') return common;
  return { ...common, payment_methods: filters.methods.join(',') || null, currency: filters.currency };
}

const base = (kind: AnalysisKind) => `${OPERATION_PREFIX}/analysis/${kind}/`;

/** `withRateBasis`: also the revenue by rate basis and period (`include=rate_basis`, service providers' page). */
export function useRevenue(request: AnalysisRequest | null, withRateBasis = false) {
  const query = request ? { ...analysisQuery(request, 'revenue'), ...(withRateBasis ? { include: 'rate_basis' } : {}) } : null;
  return useQuery({
    queryKey: ['analysis', 'revenue', query],
    queryFn: () => apiFetch<RevenueAnalysis>(`${base('revenue')}${queryString(query!)}`),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useRevenueCheckOuts(request: AnalysisRequest | null, table: TableState) {
  const query = request
    ? { ...analysisQuery(request, 'revenue'), sort: table.sort, order: table.order, page: table.page, page_size: CHECK_OUTS_PAGE_SIZE }
    : null;
  return useQuery({
    queryKey: ['analysis', 'revenue-check-outs', query],
    queryFn: () => apiFetch<RevenueCheckOutList>(`${base('revenue')}check-outs/${queryString(query!)}`),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useUsage(request: AnalysisRequest | null) {
  const query = request ? analysisQuery(request, 'usage') : null;
  return useQuery({
    queryKey: ['analysis', 'usage', query],
    queryFn: () => apiFetch<UsageAnalysis>(`${base('usage')}${queryString(query!)}`),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET analysis/{kind}/export/?…&format: the file, named as the server names it (`revenue-<from>-<to>.csv`). */
export async function fetchExport(request: AnalysisRequest, kind: AnalysisKind, format: ExportFormat): Promise<File> {
  const query = queryString({ ...analysisQuery(request, kind), format });
  const blob = await apiBlob(`${base(kind)}export/${query}`, { headers: { Accept: `${MIME[format]}, application/json` } });
  return new File([blob], `${kind}-${request.range.from}-${request.range.to}.${format}`, { type: MIME[format] });
}
