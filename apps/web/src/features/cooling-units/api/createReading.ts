import { SITES_PREFIX, type ManualReading, type Reading } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** POST /storage/v1/cooling-units/{id}/readings/ (staff; refused with `sensor_linked` while a sensor reports). */
export function postReading(id: number, body: ManualReading): Promise<Reading> {
  return apiFetch<Reading>(`${SITES_PREFIX}/cooling-units/${id}/readings/`, { method: 'POST', body });
}

export function useCreateReading(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualReading) => postReading(id, body),
    // The chart, the room's latest reading and the list's temperature column all change.
    onSuccess: () => client.invalidateQueries({ queryKey: roomKeys.all }),
  });
}
