import { ADMIN_AUDIT_PATH, AUDIT_PATH, type AuditFilters, type AuditList } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';

export interface AuditFilter {
  /** The acting person's user id. */
  person: number | null;
  /** The action as recorded (`company.update`). */
  kind: string | null;
  /** Calendar dates (YYYY-MM-DD) in the company's zone, both included. */
  from: string;
  to: string;
  /** Administrator only: one company. */
  company?: number | null;
}

export const AUDIT_PAGE_SIZE = 20;

/** The service provider's company log, or (admin) every company's. */
const base = (admin: boolean) => (admin ? ADMIN_AUDIT_PATH : AUDIT_PATH);

/** GET …/audit/?person&kind&from&to&company&page&page_size, newest first. */
export function fetchAudit(admin: boolean, filter: AuditFilter, page: number): Promise<AuditList> {
  const query = queryString({
    person: filter.person,
    kind: filter.kind,
    from: filter.from,
    to: filter.to,
    company: admin ? (filter.company ?? null) : null,
    page,
    page_size: AUDIT_PAGE_SIZE,
  });
  return apiFetch<AuditList>(`${base(admin)}${query}`);
}

export function useAuditLog(admin: boolean, filter: AuditFilter, page: number, enabled = true) {
  return useQuery({
    queryKey: ['audit', admin ? 'all' : 'company', filter, page],
    queryFn: () => fetchAudit(admin, filter, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The people and kinds present, for the filters. */
export function useAuditFilters(admin: boolean, company: number | null) {
  return useQuery({
    queryKey: ['audit', 'filters', admin ? 'all' : 'company', company],
    queryFn: () => apiFetch<AuditFilters>(`${base(admin)}filters/${queryString({ company: admin ? company : null })}`),
  });
}
