import { SITES_PREFIX, type CoolingUnitAny } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** GET /storage/v1/cooling-units/{id}/: staff get every field, farmers the public view. */
export function fetchCoolingUnit(id: number): Promise<CoolingUnitAny> {
  return apiFetch<CoolingUnitAny>(`${SITES_PREFIX}/cooling-units/${id}/`);
}

export function useCoolingUnit(id: number) {
  return useQuery({ queryKey: roomKeys.one(id), queryFn: () => fetchCoolingUnit(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
