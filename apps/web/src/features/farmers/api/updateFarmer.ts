import type { Farmer, FarmerUpdate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** PUT /user/v1/farmers/{id}/: only the given fields change. */
export function putFarmer({ id, body }: { id: number; body: FarmerUpdate }): Promise<Farmer> {
  return apiFetch<Farmer>(`/user/v1/farmers/${id}/`, { method: 'PUT', body });
}

export function useUpdateFarmer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putFarmer, onSuccess: () => client.invalidateQueries({ queryKey: ['farmers'] }) });
}
