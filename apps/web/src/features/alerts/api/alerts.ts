import { SITES_PREFIX, type RoomAlert } from '@coldroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** React-query keys of the rooms' alerts (docs/cold-chain-rules.md). */
export const alertKeys = {
  all: ['alerts'] as const,
  open: (room: number | null) => ['alerts', 'open', room] as const,
};

/** GET /storage/v1/alerts/?open=true[&room]: the open alerts of the rooms one sees. */
export function fetchOpenAlerts(room: number | null): Promise<{ items: RoomAlert[] }> {
  return apiFetch<{ items: RoomAlert[] }>(`${SITES_PREFIX}/alerts/?open=true${room === null ? '' : `&room=${room}`}`);
}

/** Looked at again every two minutes while the page is open: an alert must not wait for a reload. */
export function useOpenAlerts(room: number | null, enabled = true) {
  return useQuery({ queryKey: alertKeys.open(room), queryFn: () => fetchOpenAlerts(room), enabled, refetchInterval: 120_000 });
}

/** POST /storage/v1/alerts/{id}/acknowledge/ with what was done. */
export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => apiFetch<RoomAlert>(`${SITES_PREFIX}/alerts/${id}/acknowledge/`, { method: 'POST', body: { note } }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
