import type { Invitation, ServiceProviderInviteRequest } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /user/v1/service-provider-invite/ {phone, partOne, partTwo, urlOne, user_id, …}: sends the SMS. */
export function postEmployeeInvite(body: ServiceProviderInviteRequest): Promise<Invitation> {
  return apiFetch<Invitation>('/user/v1/service-provider-invite/', { method: 'POST', body });
}

export function useInviteEmployee() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postEmployeeInvite, onSuccess: () => client.invalidateQueries({ queryKey: ['employees'] }) });
}
