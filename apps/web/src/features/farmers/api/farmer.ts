import type { Farmer } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /user/v1/farmers/{id}/ */
export function getFarmer(id: number): Promise<Farmer> {
  return apiFetch<Farmer>(`/user/v1/farmers/${id}/`);
}

export function useFarmer(id: number) {
  return useQuery({ queryKey: ['farmers', 'one', id], queryFn: () => getFarmer(id), enabled: Number.isInteger(id) && id > 0 });
}
