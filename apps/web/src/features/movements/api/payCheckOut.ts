import { OPERATION_PREFIX, type CheckOut, type CheckOutPayment } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /operation/v1/check-outs/{id}/payment/: an unpaid check-out is paid now, by the given method. */
export function payCheckOut({ id, body }: { id: number; body: CheckOutPayment }): Promise<CheckOut> {
  return apiFetch<CheckOut>(`${OPERATION_PREFIX}/check-outs/${id}/payment/`, { method: 'POST', body });
}

export function usePayCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payCheckOut,
    onSuccess: () => {
      // The history shows it paid; the farmer's outstanding balance drops.
      void queryClient.invalidateQueries({ queryKey: ['movements'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
