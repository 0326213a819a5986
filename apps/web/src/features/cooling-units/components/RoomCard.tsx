import type { CoolingUnitAny } from '@coldroom/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TYPE_KEYS } from '../labels';
import { RoomStatus } from './RoomStatus';

/** A room in the list: where it is, how full, the latest temperature and the sensor's state. */
export function RoomCard({ room }: { room: CoolingUnitAny }) {
  const { t } = useTranslation();
  return (
    <Card component={Link} to={`/cooling-units/${room.id}`} withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {room.name}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed" truncate>
                {[room.location.name, room.location.city].filter(Boolean).join(' · ')}
              </Text>
            </Group>
          </Stack>
          <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
            {t(TYPE_KEYS[room.type])}
          </Badge>
        </Group>
        <RoomStatus room={room} />
      </Stack>
    </Card>
  );
}
