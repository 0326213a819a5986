import { ActionIcon, Indicator } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSyncStatus } from '../../../lib/offline';
import { formatNumber } from '../../../lib/units';

/**
 * The header's queue status: a 44 px button (gloved hands) whose icon says online, offline or "log in
 * again", with the waiting count on it (red when something was refused); it opens the sync screen.
 * Its name says it all in words for screen readers.
 */
export function SyncStatusButton() {
  const { t, i18n } = useTranslation();
  const { online, waiting, refused, sessionOver } = useSyncStatus();
  const parts = [online ? t('sync.online') : t('sync.offline')];
  if (waiting > 0) parts.push(t('sync.waitingCount', { count: waiting }));
  if (refused > 0) parts.push(t('sync.refusedCount', { count: refused }));
  if (sessionOver) parts.push(t('sync.sessionOverTitle'));
  const label = parts.join('. ');
  const shown = refused + waiting;
  const Icon = sessionOver ? IconLogin2 : online ? IconCloudCheck : IconCloudOff;
  return (
    <Indicator
      label={shown > 99 ? '99+' : formatNumber(i18n.language, shown, 0)}
      size={18}
      // Filled red.9 and blue.9 keep white digits above 4.5:1.
      color={refused > 0 ? 'red.9' : 'blue.9'}
      disabled={shown === 0}
      offset={6}
    >
      <ActionIcon component={Link} to="/sync" variant={online && !sessionOver ? 'subtle' : 'light'} color={sessionOver || !online ? 'orange.9' : undefined} size="xl" aria-label={label} title={label}>
        <Icon size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
