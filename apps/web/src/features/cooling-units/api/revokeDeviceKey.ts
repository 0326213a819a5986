import { SITES_PREFIX } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from './keys';

/** DELETE /storage/v1/cooling-units/{id}/device-keys/{keyId}/: the sensor using it is refused from then on. */
export function revokeDeviceKey(id: number, keyId: number): Promise<unknown> {
  return apiFetch<unknown>(`${SITES_PREFIX}/cooling-units/${id}/device-keys/${keyId}/`, { method: 'DELETE' });
}

export function useRevokeDeviceKey(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => revokeDeviceKey(id, keyId),
    onSuccess: () => client.invalidateQueries({ queryKey: roomKeys.deviceKeys(id) }),
  });
}
