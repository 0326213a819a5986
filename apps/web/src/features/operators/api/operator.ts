import type { Operator } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /user/v1/operators/{id}/ */
export function getOperator(id: number): Promise<Operator> {
  return apiFetch<Operator>(`/user/v1/operators/${id}/`);
}

export function useOperator(id: number) {
  return useQuery({ queryKey: ['operators', 'one', id], queryFn: () => getOperator(id), enabled: Number.isInteger(id) && id > 0 });
}
