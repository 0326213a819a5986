import { OPERATION_PREFIX, type FarmerSurveyInput, type FarmerSurveyResponse } from '@coldroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const path = `${OPERATION_PREFIX}/surveys/farmer/`;

/** GET …/surveys/farmer/?farmer: the farmer's baseline survey (null before the first). `farmer` null: one's own. */
export function useFarmerSurvey(farmerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['surveys', 'farmer', farmerId],
    queryFn: () => apiFetch<FarmerSurveyResponse>(farmerId === null ? path : `${path}?farmer=${farmerId}`),
    enabled,
  });
}

/** PUT …/surveys/farmer/: creates or replaces it. */
export function useSaveFarmerSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FarmerSurveyInput) => apiFetch<FarmerSurveyResponse>(path, { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(['surveys', 'farmer', data.farmer.id], data),
  });
}
