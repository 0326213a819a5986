import { OPERATION_PREFIX, type CheckIn, type CheckInCorrection } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** PUT /operation/v1/check-ins/{id}/: a same-day correction of farmer, crops or planned days. */
export function correctCheckIn({ id, body }: { id: number; body: CheckInCorrection }): Promise<CheckIn> {
  return apiFetch<CheckIn>(`${OPERATION_PREFIX}/check-ins/${id}/`, { method: 'PUT', body });
}

export function useCorrectCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctCheckIn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['movements'] });
      void queryClient.invalidateQueries({ queryKey: ['produce'] });
    },
  });
}
