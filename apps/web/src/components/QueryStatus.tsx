import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api';
import { errorMessageKey } from '../lib/errors';
import { formatTimeAgo } from '../lib/units';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** What the query holds: the last-known answer, saved on the device, while offline. */
  data?: unknown;
  /** 'paused' while the device is offline: the query waits for the network. */
  fetchStatus?: string;
  dataUpdatedAt?: number;
}

/** Says that the page shows the last-known data and how old it is, when it could not be refreshed. */
function LastKnownNotice({ query }: { query: QueryLike }) {
  const { t, i18n } = useTranslation();
  const age = query.dataUpdatedAt ? formatTimeAgo(i18n.language, query.dataUpdatedAt) : '';
  const offline = !query.isError;
  return (
    <Alert color={offline ? 'gray' : 'yellow'} icon={<IconCloudOff size={20} />} role="status" mb="sm" py="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {offline
            ? t('shared.lastKnown.offline', { age })
            : t('shared.lastKnown.notRefreshed', { reason: t(errorMessageKey(query.error)), age })}
        </Text>
        {!offline && (
          <Button size="xs" variant="light" color="dark" onClick={() => void query.refetch()}>
            {t('shared.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/**
 * Loading and failure of a query, the same on every page; renders the children once data is there. With
 * no network, the last-known data shows with its age (lib/lastKnownData.ts), and a page never opened on
 * the device says it will load when the network returns.
 */
export function QueryStatus({ query, children }: { query: QueryLike; children: ReactNode }) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
  const hasData = query.data !== undefined && !query.isPending;
  if (hasData && (query.isError || query.fetchStatus === 'paused' || !online)) {
    return (
      <>
        <LastKnownNotice query={query} />
        {children}
      </>
    );
  }
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <Alert color="gray" icon={<IconCloudOff size={20} />} role="status">
        <Text size="sm">{t('shared.lastKnown.nothingSaved')}</Text>
      </Alert>
    );
  }
  if (query.isError) {
    const loggedOut = query.error instanceof ApiError && query.error.status === 401;
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(errorMessageKey(query.error))}</Text>
          {loggedOut ? (
            <Button component={Link} to="/auth" size="sm" variant="light">
              {t('shared.login')}
            </Button>
          ) : (
            <Button size="sm" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('shared.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('shared.loading')} />
      </Center>
    );
  }
  return <>{children}</>;
}
