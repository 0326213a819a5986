import { SITES_PREFIX } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { locationKeys } from './keys';

/** DELETE /storage/v1/locations/{id}/ (soft delete; refused while a room there holds produce). */
export function deleteLocation(id: number): Promise<unknown> {
  return apiFetch<unknown>(`${SITES_PREFIX}/locations/${id}/`, { method: 'DELETE' });
}

export function useDeleteLocation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLocation(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: locationKeys.one(id) });
      return client.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
}
