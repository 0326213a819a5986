import { IDEMPOTENCY_HEADER, OPERATION_PREFIX, type CheckIn, type CheckInCreate } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface CreateCheckInInput {
  body: CheckInCreate;
  /** One key per confirmation, reused on retry: a replay answers with the first check-in. */
  idempotencyKey: string;
}

/** POST /operation/v1/check-ins/ with an Idempotency-Key header (operators of the room). */
export function createCheckIn({ body, idempotencyKey }: CreateCheckInInput): Promise<CheckIn> {
  return apiFetch<CheckIn>(`${OPERATION_PREFIX}/check-ins/`, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

export function useCreateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckIn,
    onSuccess: () => {
      // Produce, crates, movements and room occupancy all changed.
      void queryClient.invalidateQueries({ queryKey: ['produce'] });
      void queryClient.invalidateQueries({ queryKey: ['crates'] });
      void queryClient.invalidateQueries({ queryKey: ['movements'] });
      void queryClient.invalidateQueries({ queryKey: ['cooling-units'] });
    },
  });
}
