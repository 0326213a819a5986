import type { Invitation, OperatorInviteRequest } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /user/v1/operator-invite/ {phone, cooling_units, partOne, partTwo, urlOne, user_id, …}: sends the SMS. */
export function postOperatorInvite(body: OperatorInviteRequest): Promise<Invitation> {
  return apiFetch<Invitation>('/user/v1/operator-invite/', { method: 'POST', body });
}

export function useInviteOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postOperatorInvite,
    onSuccess: () => client.invalidateQueries({ queryKey: ['operators'] }),
  });
}
