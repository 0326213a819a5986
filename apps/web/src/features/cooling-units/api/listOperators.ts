import type { Operator } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';
import { roomKeys } from './keys';

export interface OperatorPage {
  items: Operator[];
  total: number;
}

/** GET /user/v1/operators?company (spec §7): the company's operators, for assigning them to a room. */
export function fetchOperators(company: number): Promise<OperatorPage> {
  return apiFetch<OperatorPage>(`/user/v1/operators/?company=${company}&page_size=200`);
}

/** A missing endpoint (404) counts as "no operators yet", so the room form still works. */
export function useCompanyOperators(enabled = true) {
  const company = storedCompanyId();
  return useQuery({
    queryKey: roomKeys.operators(company),
    queryFn: async () => {
      try {
        return await fetchOperators(company);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { items: [], total: 0 };
        throw error;
      }
    },
    enabled,
  });
}
