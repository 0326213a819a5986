import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** DELETE /user/v1/farmers/{id}/: refused for the walk-in customer and while produce is in storage. */
export function deleteFarmer(id: number): Promise<void> {
  return apiFetch<void>(`/user/v1/farmers/${id}/`, { method: 'DELETE' });
}

export function useRemoveFarmer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteFarmer, onSuccess: () => client.invalidateQueries({ queryKey: ['farmers'] }) });
}
