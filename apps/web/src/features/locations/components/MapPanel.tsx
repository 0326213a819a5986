import { Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackBoundary } from '../../../components/FallbackBoundary';
import { isOnline } from '../../../lib/network';
import { useMapConfig } from '../api/getMapConfig';
import type { MapViewProps } from './mapTypes';

const LeafletMap = lazy(() => import('./LeafletMap'));

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Whether the browser thinks it is online, following changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

function MapFallback({ height, messageKey }: { height: MapViewProps['height']; messageKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" h={height} bg="gray.0">
      <Center h="100%">
        <Stack align="center" gap="xs" maw={360}>
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconMapOff size={28} />
          </ThemeIcon>
          <Text ta="center" size="sm" c="dimmed">
            {t(messageKey)}
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}

/**
 * The map with the server's tile settings. Without a connection, or without a map configuration, it says
 * so and the page keeps working with typed coordinates.
 */
export function MapPanel(props: Omit<MapViewProps, 'config'>) {
  const online = useOnline();
  const config = useMapConfig(online);
  const loading = <Center h={props.height}><Loader aria-label="…" /></Center>;
  if (!online) return <MapFallback height={props.height} messageKey="locations.map.offline" />;
  if (config.isPending) return loading;
  if (!config.data) return <MapFallback height={props.height} messageKey="locations.map.unavailable" />;
  return (
    <FallbackBoundary fallback={<MapFallback height={props.height} messageKey="locations.map.unavailable" />}>
      <Suspense fallback={loading}>
        <LeafletMap {...props} config={config.data} />
      </Suspense>
    </FallbackBoundary>
  );
}
