import { OPERATION_PREFIX, type NotificationList } from '@coldroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryString } from '../../../lib/paging';

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The bell asks again this often while the tab is visible (react-query pauses it in the background). */
export const BELL_POLL_MS = 60_000;

/** GET /operation/v1/notifications/?unread&page&page_size: the logged-in user's, newest first, with the unread count. */
export function fetchNotifications(page: number, pageSize: number, unreadOnly = false): Promise<NotificationList> {
  const query = queryString({ unread: unreadOnly ? 'true' : null, page, page_size: pageSize });
  return apiFetch<NotificationList>(`${OPERATION_PREFIX}/notifications/${query}`);
}

export function useNotifications(page: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: ['notifications', 'list', page, unreadOnly],
    queryFn: () => fetchNotifications(page, NOTIFICATIONS_PAGE_SIZE, unreadOnly),
    placeholderData: keepPreviousData,
  });
}

/** Only the count matters to the bell: one unread item is the smallest page that carries it. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: ['notifications', 'unread'],
    queryFn: () => fetchNotifications(1, 1, true),
    select: (list) => list.unread ?? 0,
    enabled,
    refetchInterval: BELL_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

function useReadMutation(mutationFn: (id?: number) => Promise<{ updated: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

/** POST …/notifications/{id}/read/ */
export const useMarkRead = () =>
  useReadMutation((id) => apiFetch<{ updated: number }>(`${OPERATION_PREFIX}/notifications/${id}/read/`, { method: 'POST' }));

/** POST …/notifications/read-all/ */
export const useMarkAllRead = () =>
  useReadMutation(() => apiFetch<{ updated: number }>(`${OPERATION_PREFIX}/notifications/read-all/`, { method: 'POST' }));
