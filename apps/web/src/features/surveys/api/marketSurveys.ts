import { OPERATION_PREFIX, type MarketSurvey, type MarketSurveyInput, type PendingSurveys, type SurveyCheckOut } from '@coldroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { PAGE_SIZE, queryString } from '../../../lib/paging';

const base = `${OPERATION_PREFIX}/surveys/market`;

/** GET …/surveys/market/pending/?page&page_size: check-outs still waiting for a market survey (staff: the company's; farmer: own). */
export function usePendingSurveys(page: number) {
  return useQuery({
    queryKey: ['surveys', 'pending', page],
    queryFn: () => apiFetch<PendingSurveys>(`${base}/pending/${queryString({ page, page_size: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
}

/** GET …/surveys/market/check-outs/{id}/: one check-out, its crops and the surveys given. */
export function useSurveyCheckOut(id: number | null) {
  return useQuery({ queryKey: ['surveys', 'check-out', id], queryFn: () => apiFetch<SurveyCheckOut>(`${base}/check-outs/${id}/`), enabled: id !== null });
}

/** POST …/surveys/market/: the survey of one crop of a check-out. */
export function useCreateMarketSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketSurveyInput) => apiFetch<MarketSurvey>(`${base}/`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['surveys'] });
      void queryClient.invalidateQueries({ queryKey: ['movements'] });
    },
  });
}
