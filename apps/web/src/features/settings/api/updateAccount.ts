import type { UserDetail, UserUpdate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { normaliseUser, syncSession } from '../../../lib/session';
import { STORAGE_KEYS, writeItem } from '../../../lib/storage';

/** PUT /user/v1/users/{id}/ {first_name, last_name, phone, email, gender, parent_name} (spec §7). */
export function putAccount({ id, body }: { id: number; body: UserUpdate }): Promise<UserDetail> {
  return apiFetch<UserDetail>(`/user/v1/users/${id}/`, { method: 'PUT', body });
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putAccount,
    onSuccess: (account) => {
      // The stored user feeds the greeting and the header; keep it in step.
      const { parent_name: _parentName, ...user } = account;
      writeItem(STORAGE_KEYS.user, normaliseUser(user));
      syncSession();
      client.setQueryData(['account', account.id], account);
    },
  });
}
