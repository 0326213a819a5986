import {
  SITES_PREFIX,
  type SensorIntegration,
  type SensorIntegrationInput,
  type SensorIntegrationUpdate,
  type SensorLink,
  type SensorLinkInput,
  type SensorPollResult,
} from '@coldroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const BASE = `${SITES_PREFIX}/sensor-integrations/`;
export const sensorKeys = {
  all: ['sensor-integrations'] as const,
  devices: (id: number) => ['sensor-integrations', 'devices', id] as const,
  /** Under the room's key, so a change of the room (its `sensor` flag) is read again with it. */
  link: (roomId: number) => ['cooling-units', 'sensor-link', roomId] as const,
};

/** GET …/sensor-integrations/ (service providers): the company's accounts and how their polls went. */
export function useSensorIntegrations() {
  return useQuery({ queryKey: sensorKeys.all, queryFn: () => apiFetch<{ items: SensorIntegration[] }>(BASE) });
}

function useRefreshing<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sensorKeys.all });
      await client.invalidateQueries({ queryKey: ['cooling-units'] });
    },
  });
}

/** POST: the vendor checks the credentials before anything is kept. */
export const useConnectIntegration = () => useRefreshing((body: SensorIntegrationInput) => apiFetch<SensorIntegration>(BASE, { method: 'POST', body }));

export const useUpdateIntegration = (id: number) =>
  useRefreshing((body: SensorIntegrationUpdate) => apiFetch<SensorIntegration>(`${BASE}${id}/`, { method: 'PUT', body }));

export const useDeleteIntegration = () => useRefreshing((id: number) => apiFetch<null>(`${BASE}${id}/`, { method: 'DELETE' }));

export const usePollNow = () => useRefreshing((id: number) => apiFetch<SensorPollResult>(`${BASE}${id}/poll/`, { method: 'POST', body: {} }));

/** GET …/{id}/devices/: the vendor's own list (none for the generic poller). */
export function useVendorDevices(id: number | null) {
  return useQuery({
    queryKey: sensorKeys.devices(id ?? 0),
    queryFn: () => apiFetch<{ items: { id: string; name: string }[] }>(`${BASE}${id}/devices/`),
    enabled: id !== null,
    retry: false,
  });
}

export function useSensorLink(roomId: number) {
  return useQuery({ queryKey: sensorKeys.link(roomId), queryFn: () => apiFetch<SensorLink>(`${SITES_PREFIX}/cooling-units/${roomId}/sensor-link/`) });
}

export const useSaveSensorLink = (roomId: number) =>
  useRefreshing((body: SensorLinkInput) => apiFetch<SensorLink>(`${SITES_PREFIX}/cooling-units/${roomId}/sensor-link/`, { method: 'PUT', body }));

export const useDeleteSensorLink = (roomId: number) =>
  useRefreshing(() => apiFetch<null>(`${SITES_PREFIX}/cooling-units/${roomId}/sensor-link/`, { method: 'DELETE' }));
