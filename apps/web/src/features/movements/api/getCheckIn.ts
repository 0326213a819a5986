import { OPERATION_PREFIX, type CheckIn } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /operation/v1/check-ins/{id}/: a check-in with its lots and crates (what a correction edits). */
export function fetchCheckIn(id: number): Promise<CheckIn> {
  return apiFetch<CheckIn>(`${OPERATION_PREFIX}/check-ins/${id}/`);
}

export function useCheckIn(id: number | null) {
  return useQuery({ queryKey: ['movements', 'check-in', id], queryFn: () => fetchCheckIn(id!), enabled: id !== null, staleTime: 0 });
}
