import type { CoolingUnitAny } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { Page } from '../../../lib/paging';

export interface Room {
  id: number;
  name: string;
  place: string;
}

/** GET /storage/v1/cooling-units/?page_size=200 — the company's rooms, for picking an operator's rooms. */
export async function getRooms(): Promise<Room[]> {
  const page = await apiFetch<Page<CoolingUnitAny>>('/storage/v1/cooling-units/?page_size=200');
  return page.items.map((unit) => ({
    id: unit.id,
    name: unit.name,
    place: [unit.location.name, unit.location.city].filter(Boolean).join(', '),
  }));
}

export function useRooms() {
  return useQuery({ queryKey: ['cooling-units', 'picker'], queryFn: getRooms, staleTime: 60_000 });
}
