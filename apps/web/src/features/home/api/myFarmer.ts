import type { Farmer } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryString, type Page } from '../../../lib/paging';

/** GET /user/v1/farmers/?user_id: the logged-in farmer's own farmer record (its id is what balances use). */
export async function fetchMyFarmer(userId: number): Promise<Farmer | null> {
  const page = await apiFetch<Page<Farmer>>(`/user/v1/farmers/${queryString({ user_id: userId, page: 1, page_size: 1 })}`);
  return page.items[0] ?? null;
}

export function useMyFarmer(userId: number | null) {
  return useQuery({ queryKey: ['farmers', 'me', userId], queryFn: () => fetchMyFarmer(userId!), enabled: userId !== null, staleTime: 5 * 60_000 });
}
