import { ADMIN_PREFIX, type AdminCompany, type AdminCompanyList, type AdminFlagsInput } from '@coldroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/paging';

/** The platform administrator's companies (docs/platform-admin.md). */
const base = `${ADMIN_PREFIX}/companies/`;

export function useAdminCompanies(search: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'companies', search, page],
    queryFn: () => apiFetch<AdminCompanyList>(`${base}${queryString({ search, page, page_size: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCompany(id: number) {
  return useQuery({ queryKey: ['admin', 'company', id], queryFn: () => apiFetch<AdminCompany>(`${base}${id}/`), enabled: Number.isInteger(id) && id > 0 });
}

/** Every change answers the company as it now is: it replaces the cached one, and the lists are read again. */
function useCompanyChange<T>(id: number, send: (input: T) => Promise<AdminCompany>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (company) => {
      queryClient.setQueryData(['admin', 'company', id], company);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'companies'] });
    },
  });
}

export const useSetFlags = (id: number) =>
  useCompanyChange(id, (flags: AdminFlagsInput) => apiFetch<AdminCompany>(`${base}${id}/flags/`, { method: 'PATCH', body: flags }));

export const useSetSmsDayLimit = (id: number) =>
  useCompanyChange(id, (limit: number | null) => apiFetch<AdminCompany>(`${base}${id}/sms-budget/`, { method: 'PATCH', body: { sms_day_limit: limit } }));

export const useSuspend = (id: number) =>
  useCompanyChange(id, (reason: string) => apiFetch<AdminCompany>(`${base}${id}/suspension/`, { method: 'POST', body: { reason } }));

export const useUnsuspend = (id: number) => useCompanyChange(id, () => apiFetch<AdminCompany>(`${base}${id}/suspension/`, { method: 'DELETE' }));
