import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** DELETE /user/v1/users/{id}/: the account is anonymised; business records stay (domain-rules §2). */
export function deleteAccount(id: number): Promise<void> {
  return apiFetch<void>(`/user/v1/users/${id}/`, { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
