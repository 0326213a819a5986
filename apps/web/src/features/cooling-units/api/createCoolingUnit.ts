import { SITES_PREFIX, type CoolingUnit, type CoolingUnitCreate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** POST /storage/v1/cooling-units/ (service providers). */
export function postCoolingUnit(body: CoolingUnitCreate): Promise<CoolingUnit> {
  return apiFetch<CoolingUnit>(`${SITES_PREFIX}/cooling-units/`, { method: 'POST', body });
}

export function useCreateCoolingUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postCoolingUnit,
    // Locations count their rooms, and operators list theirs.
    onSuccess: () => Promise.all([roomKeys.all, ['locations'], ['operators']].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
