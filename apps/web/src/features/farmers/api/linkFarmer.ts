import type { Farmer } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /user/v1/farmers/ {user_code}: links a farmer who signed up themselves to this company. */
export function postLinkFarmer(userCode: string): Promise<Farmer> {
  return apiFetch<Farmer>('/user/v1/farmers/', { method: 'POST', body: { user_code: userCode } });
}

export function useLinkFarmer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postLinkFarmer, onSuccess: () => client.invalidateQueries({ queryKey: ['farmers'] }) });
}
