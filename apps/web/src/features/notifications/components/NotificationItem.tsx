import type { Notification } from '@coldroom/contract';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimeAgo } from '../../../lib/units';
import { notificationLink, notificationText } from '../notificationText';

interface NotificationItemProps {
  notification: Notification;
  /** Staff see whose produce it is. */
  staff: boolean;
  onOpen: (notification: Notification, link: string | null) => void;
}

/** One notification: its sentence, when, whose, read or not; opening it marks it read and follows its link. */
export function NotificationItem({ notification, staff, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const unread = notification.read_at === null;
  const link = notificationLink(notification);
  const text = notificationText(notification, t, language);
  const meta = [formatTimeAgo(language, notification.created_at), staff ? notification.farmer_name : null].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding={0} radius="md" style={unread ? { borderInlineStart: '4px solid var(--mantine-color-blue-6)' } : undefined}>
      <UnstyledButton p="sm" w="100%" onClick={() => onOpen(notification, link)}>
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <IconBell size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2, opacity: unread ? 1 : 0.4 }} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={unread ? 700 : 400} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {text}
            </Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed" title={formatDateTime(language, notification.created_at)}>
                {meta}
              </Text>
              <Badge size="xs" variant="light" color={unread ? 'blue' : 'gray'}>
                {unread ? t('notifications.new') : t('notifications.read')}
              </Badge>
            </Group>
          </Stack>
          {link && <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />}
        </Group>
      </UnstyledButton>
    </Card>
  );
}
