import { OPERATION_PREFIX, type Balance } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /operation/v1/farmers/{id}/balance/: what a farmer still owes, per company (unpaid check-outs). */
export function fetchBalance(farmerId: number): Promise<Balance> {
  return apiFetch<Balance>(`${OPERATION_PREFIX}/farmers/${farmerId}/balance/`);
}

export function useBalance(farmerId: number | null) {
  return useQuery({ queryKey: ['balance', farmerId], queryFn: () => fetchBalance(farmerId!), enabled: farmerId !== null });
}
