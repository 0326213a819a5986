import { SITES_PREFIX, type Planner } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** GET /storage/v1/cooling-units/{id}/planner/ (staff): day 0 is today in the company's time zone. */
export function fetchPlanner(id: number): Promise<Planner> {
  return apiFetch<Planner>(`${SITES_PREFIX}/cooling-units/${id}/planner/`);
}

export function usePlanner(id: number, enabled = true) {
  return useQuery({ queryKey: roomKeys.planner(id), queryFn: () => fetchPlanner(id), enabled });
}
