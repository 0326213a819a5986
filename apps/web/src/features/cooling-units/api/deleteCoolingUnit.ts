import { SITES_PREFIX } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** DELETE /storage/v1/cooling-units/{id}/ (refused with `room_holds_produce` while crates are in it). */
export function deleteCoolingUnit(id: number): Promise<unknown> {
  return apiFetch<unknown>(`${SITES_PREFIX}/cooling-units/${id}/`, { method: 'DELETE' });
}

export function useDeleteCoolingUnit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCoolingUnit(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: roomKeys.one(id) });
      return Promise.all([roomKeys.all, ['locations'], ['operators']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
