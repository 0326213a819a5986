import { SITES_PREFIX, type CoolingUnit, type CoolingUnitUpdate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** PUT /storage/v1/cooling-units/{id}/: given fields change; `crops` and `operators` replace the lists. */
export function putCoolingUnit(id: number, body: CoolingUnitUpdate): Promise<CoolingUnit> {
  return apiFetch<CoolingUnit>(`${SITES_PREFIX}/cooling-units/${id}/`, { method: 'PUT', body });
}

export function useUpdateCoolingUnit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CoolingUnitUpdate) => putCoolingUnit(id, body),
    onSuccess: (room) => {
      client.setQueryData(roomKeys.one(id), room);
      return Promise.all([roomKeys.all, ['locations'], ['operators']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
