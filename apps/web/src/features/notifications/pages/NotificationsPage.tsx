import type { Notification } from '@coldroom/contract';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { showToast } from '../../../components/toast';
import { errorMessageKey } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { NOTIFICATIONS_PAGE_SIZE, useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { NotificationItem } from '../components/NotificationItem';

/** notifications: the logged-in user's notices, newest first, a page at a time; open one, or mark all read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotifications(page, unreadOnly);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = list.data?.unread ?? 0;

  const open = (notification: Notification, link: string | null) => {
    // Reading it counts as opening it, even if the link then fails to load.
    if (notification.read_at === null) markRead.mutate(notification.id, { onError: (error) => showToast(errorMessageKey(error), 'danger') });
    if (link) void navigate(link);
  };
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => showToast('notifications.allRead', 'success'),
      onError: (error) => showToast(errorMessageKey(error), 'danger'),
    });

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={t('pages.notifications')} subtitle={t('notifications.intro')} back={{ to: '/', labelKey: 'nav.home' }} />
      <Group justify="space-between" gap="sm">
        <Switch
          label={t('notifications.unreadOnly')}
          checked={unreadOnly}
          onChange={(event) => {
            setUnreadOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
        <Button variant="light" leftSection={<IconChecks size={18} />} disabled={unread === 0} loading={markAll.isPending} onClick={readAll}>
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <QueryStatus query={list}>
        {list.data?.items.length === 0 ? (
          <EmptyState message={unreadOnly ? t('notifications.noneUnread') : t('notifications.empty')} />
        ) : (
          <Stack gap="xs" aria-busy={list.isFetching}>
            {list.data?.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} staff={role !== 'Farmer'} onOpen={open} />
            ))}
            <ListPager total={list.data?.total ?? 0} page={page} pageSize={NOTIFICATIONS_PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
