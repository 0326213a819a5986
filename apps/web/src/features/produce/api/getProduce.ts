import { SITES_PREFIX, type ProduceDetail } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { produceKeys } from '../../../lib/lookups/produce';

/** GET /storage/v1/produce/{id}/: one lot with its crates, fees so far and time to pick up. */
export function fetchProduceDetail(id: number): Promise<ProduceDetail> {
  return apiFetch<ProduceDetail>(`${SITES_PREFIX}/produce/${id}/`);
}

export function useProduceDetail(id: number | null) {
  return useQuery({ queryKey: produceKeys.one(id ?? 0), queryFn: () => fetchProduceDetail(id!), enabled: id !== null });
}
