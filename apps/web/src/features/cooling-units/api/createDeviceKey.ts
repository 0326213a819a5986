import { SITES_PREFIX, type DeviceKeyCreated } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** POST /storage/v1/cooling-units/{id}/device-keys/: the answer is the only time the key itself is shown. */
export function postDeviceKey(id: number): Promise<DeviceKeyCreated> {
  return apiFetch<DeviceKeyCreated>(`${SITES_PREFIX}/cooling-units/${id}/device-keys/`, { method: 'POST', body: {} });
}

export function useCreateDeviceKey(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => postDeviceKey(id), onSuccess: () => client.invalidateQueries({ queryKey: roomKeys.deviceKeys(id) }) });
}
