import { SITES_PREFIX, type Location, type LocationCreate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { locationKeys } from './keys';

/** POST /storage/v1/locations/ (service providers). */
export function postLocation(body: LocationCreate): Promise<Location> {
  return apiFetch<Location>(`${SITES_PREFIX}/locations/`, { method: 'POST', body });
}

export function useCreateLocation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postLocation, onSuccess: () => client.invalidateQueries({ queryKey: locationKeys.all }) });
}
