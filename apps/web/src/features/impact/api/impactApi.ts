import {
  ADMIN_PREFIX,
  OPERATION_PREFIX,
  type AdminCompanyList,
  type ImpactFigures,
  type ImpactReport,
  type ImpactReportFile,
  type ImpactReportInput,
  type ImpactReportList,
} from '@coldroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';
import type { ImpactFilterValues } from '../filters';

/** The service provider's figures are their company's; the administrator's go through the admin prefix. */
export const impactBase = (admin: boolean) => (admin ? `${ADMIN_PREFIX}/impact/` : `${OPERATION_PREFIX}/analysis/impact/`);

/** The query the server gets: the filters that are set (empty ones left out). */
export function impactQuery(filters: ImpactFilterValues, admin: boolean): Record<string, string | null> {
  return {
    from: filters.from,
    to: filters.to,
    location: filters.location,
    cooling_unit: filters.room,
    crop: filters.crop,
    gender: filters.gender,
    ...(admin ? { company: filters.company } : {}),
  };
}

export function useImpact(filters: ImpactFilterValues | null, admin: boolean) {
  const query = filters ? impactQuery(filters, admin) : null;
  return useQuery({
    queryKey: ['impact', admin, query],
    queryFn: () => apiFetch<ImpactFigures>(`${impactBase(admin)}${queryString(query!)}`),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The reports asked for; polled while one is still being made. */
export function useImpactReports(admin: boolean) {
  return useQuery({
    queryKey: ['impact-reports', admin],
    queryFn: () => apiFetch<ImpactReportList>(`${impactBase(admin)}reports/${queryString({ page: 1, page_size: 20 })}`),
    refetchInterval: (query) => (query.state.data?.items.some((report) => report.status === 'queued' || report.status === 'running') ? 2000 : false),
  });
}

export function useRequestReport(admin: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ImpactReportInput) => apiFetch<ImpactReport>(`${impactBase(admin)}reports/`, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['impact-reports', admin] }),
  });
}

const MIME: Record<ImpactReportFile, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET …/reports/{id}/pdf|xlsx/: the file, through the API client (with the login). */
export async function fetchReportFile(admin: boolean, report: ImpactReport, kind: ImpactReportFile): Promise<File> {
  const blob = await apiBlob(`${impactBase(admin)}reports/${report.id}/${kind}/`, { headers: { Accept: `${MIME[kind]}, application/json` } });
  return new File([blob], `impact-${report.filters.from}-${report.filters.to}.${kind}`, { type: MIME[kind] });
}

/** The administrator's company filter: the companies by name (the first 200). */
export function useImpactCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['impact-companies'],
    queryFn: () => apiFetch<AdminCompanyList>(`${ADMIN_PREFIX}/companies/${queryString({ page: 1, page_size: 200 })}`),
    enabled,
    staleTime: 60_000,
  });
}
