import type { CoolingUnitAny } from '@coldroom/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCelsius, formatTimeAgo } from '../../../lib/units';
import { SENSOR_COLOURS, SENSOR_KEYS, TYPE_KEYS } from '../labels';
import { OccupancyBar } from './OccupancyBar';

/** A room in the list: where it is, how full, the latest temperature and the sensor's state. */
export function RoomCard({ room }: { room: CoolingUnitAny }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const staff = room.view === 'staff' ? room : null;
  const reading = staff?.latest_reading;
  return (
    <Card component={Link} to={`/cooling-units/${room.id}`} withBorder radius="md" padding="md" aria-label={room.name}>
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
        <OccupancyBar
          used={room.occupancy.used}
          capacity={room.occupancy.capacity}
          fraction={room.occupancy.fraction}
          metric={room.metric}
          label={room.name}
        />
        {staff && (
          <Group justify="space-between" gap="xs">
            <Group gap={4} wrap="nowrap">
              <IconTemperature size={18} aria-hidden />
              <Text size="sm">
                {reading
                  ? t('rooms.latest.value', { temperature: formatCelsius(language, reading.temperature_c), when: formatTimeAgo(language, reading.measured_at) })
                  : t('rooms.latest.none')}
              </Text>
            </Group>
            <Badge variant="dot" tt="none" color={SENSOR_COLOURS[staff.sensor_state]}>
              {t(SENSOR_KEYS[staff.sensor_state])}
            </Badge>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
