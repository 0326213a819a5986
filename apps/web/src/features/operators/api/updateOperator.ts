import type { UserDetail, UserUpdate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface OperatorUpdateInput {
  userId: number;
  body: Pick<UserUpdate, 'first_name' | 'last_name' | 'phone' | 'email' | 'gender' | 'cooling_units'>;
}

/** PUT /user/v1/users/{id}/ {first_name, last_name, phone, email, gender, cooling_units} (spec §7). */
export function putOperator({ userId, body }: OperatorUpdateInput): Promise<UserDetail> {
  return apiFetch<UserDetail>(`/user/v1/users/${userId}/`, { method: 'PUT', body });
}

export function useUpdateOperator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putOperator, onSuccess: () => client.invalidateQueries({ queryKey: ['operators'] }) });
}
