import { IDEMPOTENCY_HEADER, OPERATION_PREFIX, type CheckOut, type CheckOutCreate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface CreateCheckOutInput {
  body: CheckOutCreate;
  /** One key per confirmation, reused on retry: a replay answers with the first check-out. */
  idempotencyKey: string;
}

/** POST /operation/v1/check-outs/ with an Idempotency-Key header (operators of the room). */
export function createCheckOut({ body, idempotencyKey }: CreateCheckOutInput): Promise<CheckOut> {
  return apiFetch<CheckOut>(`${OPERATION_PREFIX}/check-outs/`, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function useCreateCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckOut,
    // Refreshed whether it worked or not: a 409 means another check-out took a crate meanwhile.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['produce'] });
      // Not the price preview: it priced crates that may just have left (asking again answers 409).
      void queryClient.invalidateQueries({ queryKey: ['crates'], predicate: (query) => query.queryKey[1] !== 'price-preview' });
      void queryClient.invalidateQueries({ queryKey: ['movements'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      void queryClient.invalidateQueries({ queryKey: ['cooling-units'] });
    },
  });
}
