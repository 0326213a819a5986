import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/units';
import { useUnreadCount } from '../api/notifications';

/** The header's bell: the unread count (polled gently), leading to the notifications page. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const unread = useUnreadCount(true).data ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('pages.notifications');
  return (
    <Indicator
      label={unread > 99 ? '99+' : formatNumber(i18n.language, unread, 0)}
      size={18}
      color="red"
      disabled={unread === 0}
      offset={6}
    >
      <ActionIcon component={Link} to="/notifications" variant="subtle" size="xl" aria-label={label} title={label}>
        <IconBell size={22} />
      </ActionIcon>
    </Indicator>
  );
}
