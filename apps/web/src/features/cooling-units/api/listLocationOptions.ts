import { SITES_PREFIX, type LocationList } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** GET /storage/v1/locations/?page_size=200: every location of the company, for the room's location picker. */
export function fetchLocationOptions(): Promise<LocationList> {
  return apiFetch<LocationList>(`${SITES_PREFIX}/locations/?page=1&page_size=200`);
}

export function useLocationOptions(enabled = true) {
  return useQuery({ queryKey: roomKeys.locationOptions, queryFn: fetchLocationOptions, enabled });
}
