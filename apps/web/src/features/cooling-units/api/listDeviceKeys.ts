import { SITES_PREFIX, type DeviceKey } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** GET /storage/v1/cooling-units/{id}/device-keys/ (service providers): prefixes only, never the keys. */
export function fetchDeviceKeys(id: number): Promise<{ items: DeviceKey[] }> {
  return apiFetch<{ items: DeviceKey[] }>(`${SITES_PREFIX}/cooling-units/${id}/device-keys/`);
}

export function useDeviceKeys(id: number, enabled = true) {
  return useQuery({ queryKey: roomKeys.deviceKeys(id), queryFn: () => fetchDeviceKeys(id), enabled });
}
