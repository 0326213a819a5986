import { OPERATION_PREFIX, type StartChecklist } from '@coldroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const PATH = `${OPERATION_PREFIX}/start-checklist/`;

/** GET /operation/v1/start-checklist/ (service providers): what a new company has set up. */
export function useStartChecklist(enabled: boolean) {
  return useQuery({ queryKey: ['start-checklist'], queryFn: () => apiFetch<StartChecklist>(PATH), enabled, retry: false });
}

/** POST …/start-checklist/dismiss/: hidden for the whole company. */
export function useDismissChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<StartChecklist>(`${PATH}dismiss/`, { method: 'POST' }),
    onSuccess: (checklist) => client.setQueryData(['start-checklist'], checklist),
  });
}
