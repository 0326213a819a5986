import { SITES_PREFIX, type ReadingList } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** GET /storage/v1/cooling-units/{id}/readings/ — the server's default range is the last 7 days. */
export function fetchReadings(id: number): Promise<ReadingList> {
  return apiFetch<ReadingList>(`${SITES_PREFIX}/cooling-units/${id}/readings/`);
}

export function useReadings(id: number, enabled = true) {
  return useQuery({ queryKey: roomKeys.readings(id), queryFn: () => fetchReadings(id), enabled });
}
