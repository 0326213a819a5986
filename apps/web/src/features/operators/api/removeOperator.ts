import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** DELETE /user/v1/operators/{id}/: the operator leaves the company and can no longer log in. */
export function deleteOperator(id: number): Promise<void> {
  return apiFetch<void>(`/user/v1/operators/${id}/`, { method: 'DELETE' });
}

export function useRemoveOperator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteOperator, onSuccess: () => client.invalidateQueries({ queryKey: ['operators'] }) });
}
