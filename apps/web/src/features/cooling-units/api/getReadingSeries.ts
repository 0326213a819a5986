import { SITES_PREFIX, type ReadingSeries } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { ChartRange } from '../seriesData';
import { roomKeys } from './keys';

/** GET /storage/v1/cooling-units/{id}/readings/series/: the room's chart, already reduced to buckets. */
export function fetchReadingSeries(id: number, range: ChartRange): Promise<ReadingSeries> {
  const query = range.kind === 'preset' ? `range=${range.range}` : `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
  return apiFetch<ReadingSeries>(`${SITES_PREFIX}/cooling-units/${id}/readings/series/?${query}`);
}

/** The previous range stays drawn while the next one loads (no jump to a spinner on a slow network). */
export function useReadingSeries(id: number, range: ChartRange, enabled = true) {
  return useQuery({ queryKey: roomKeys.series(id, range), queryFn: () => fetchReadingSeries(id, range), enabled, placeholderData: keepPreviousData });
}
