import {
  OPERATION_PREFIX,
  type RateCardApplyPreview,
  type RateCardCreate,
  type RateCardView,
} from '@coldroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { roomKeys } from '../../cooling-units/api/keys';
import { rateCardKeys } from './keys';

/** What applying a version changed, and how many farmers were told by SMS. */
export type RateCardApplyResult = RateCardApplyPreview & { sms_queued: number };

/** GET …/cooling-units/{id}/rate-cards/?crop=: a room's versions for a crop, newest first. */
export function fetchRateCards(roomId: number, crop: string): Promise<{ items: RateCardView[] }> {
  return apiFetch<{ items: RateCardView[] }>(`${OPERATION_PREFIX}/cooling-units/${roomId}/rate-cards/?crop=${encodeURIComponent(crop)}`);
}

export function useRateCards(roomId: number, crop: string | null) {
  return useQuery({
    queryKey: rateCardKeys.list(roomId, crop ?? ''),
    queryFn: () => fetchRateCards(roomId, crop ?? ''),
    enabled: crop !== null && crop !== '',
  });
}

/** POST …/cooling-units/{id}/rate-cards/: a new version from a date (400 names `card.…` fields). */
export function postRateCard(roomId: number, body: RateCardCreate): Promise<RateCardView> {
  return apiFetch<RateCardView>(`${OPERATION_PREFIX}/cooling-units/${roomId}/rate-cards/`, { method: 'POST', body });
}

export function useCreateRateCard(roomId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RateCardCreate) => postRateCard(roomId, body),
    // A version in force today changes the room's headline price too.
    onSuccess: () => Promise.all([rateCardKeys.room(roomId), roomKeys.one(roomId)].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** GET /rate-cards/{id}/apply/: the stored lots another card bills, and what this version would change. */
export function fetchApplyPreview(id: number): Promise<RateCardApplyPreview> {
  return apiFetch<RateCardApplyPreview>(`${OPERATION_PREFIX}/rate-cards/${id}/apply/`);
}

export function useApplyPreview(id: number, enabled: boolean) {
  return useQuery({ queryKey: rateCardKeys.apply(id), queryFn: () => fetchApplyPreview(id), enabled, staleTime: 0, gcTime: 0 });
}

/** POST /rate-cards/{id}/apply/ `{confirm: true}`: the stored lots take this version. */
export function postApplyRateCard(id: number): Promise<RateCardApplyResult> {
  return apiFetch<RateCardApplyResult>(`${OPERATION_PREFIX}/rate-cards/${id}/apply/`, { method: 'POST', body: { confirm: true } });
}

export function useApplyRateCard(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postApplyRateCard(id),
    onSuccess: () => client.invalidateQueries({ queryKey: rateCardKeys.apply(id) }),
  });
}
