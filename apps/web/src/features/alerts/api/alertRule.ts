import { SITES_PREFIX, type AlertRuleInput, type AlertRuleView } from '@coldroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const ruleKey = (roomId: number) => ['cooling-units', 'alert-rule', roomId] as const;

/** GET /storage/v1/cooling-units/{id}/alert-rule/: the saved rule, or the default from the crops stored. */
export function useAlertRule(roomId: number) {
  return useQuery({ queryKey: ruleKey(roomId), queryFn: () => apiFetch<AlertRuleView>(`${SITES_PREFIX}/cooling-units/${roomId}/alert-rule/`) });
}

/** PUT /storage/v1/cooling-units/{id}/alert-rule/ (service providers): the whole rule. */
export function useSaveAlertRule(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertRuleInput) => apiFetch<AlertRuleView>(`${SITES_PREFIX}/cooling-units/${roomId}/alert-rule/`, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(ruleKey(roomId), saved),
  });
}
