import { SITES_PREFIX, type Location } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { locationKeys } from './keys';

/** GET /storage/v1/locations/{id}/ */
export function fetchLocation(id: number): Promise<Location> {
  return apiFetch<Location>(`${SITES_PREFIX}/locations/${id}/`);
}

export function useLocation(id: number) {
  return useQuery({ queryKey: locationKeys.one(id), queryFn: () => fetchLocation(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
