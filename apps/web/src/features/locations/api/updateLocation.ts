import { SITES_PREFIX, type Location, type LocationUpdate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { locationKeys } from './keys';

/** PUT /storage/v1/locations/{id}/: only the given fields change. */
export function putLocation(id: number, body: LocationUpdate): Promise<Location> {
  return apiFetch<Location>(`${SITES_PREFIX}/locations/${id}/`, { method: 'PUT', body });
}

export function useUpdateLocation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationUpdate) => putLocation(id, body),
    onSuccess: (location) => {
      client.setQueryData(locationKeys.one(id), location);
      return client.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
}
