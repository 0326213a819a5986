import { SITES_PREFIX, type RoomAlertDetail, type RoomAlertList } from '@coldroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { alertKeys } from './alerts';

/** Alerts in one page of a room's history. */
export const HISTORY_PAGE_SIZE = 10;

/** GET /storage/v1/alerts/?room&page&page_size: a room's alerts, open ones first, then the newest. */
export function useRoomAlertHistory(room: number, page: number) {
  return useQuery({
    queryKey: [...alertKeys.all, 'room', room, page] as const,
    queryFn: () => apiFetch<RoomAlertList>(`${SITES_PREFIX}/alerts/?room=${room}&page=${page}&page_size=${HISTORY_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /storage/v1/alerts/{id}/: the alert and who was told, when and how. */
export function useAlertDetail(id: number | null) {
  return useQuery({
    queryKey: [...alertKeys.all, 'detail', id] as const,
    queryFn: () => apiFetch<RoomAlertDetail>(`${SITES_PREFIX}/alerts/${id}/`),
    enabled: id !== null,
  });
}
