import type { CoolingUnitAny } from '@coldroom/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCelsius, formatTimeAgo } from '../../../lib/units';
import { SENSOR_COLOURS, SENSOR_KEYS } from '../labels';
import { OccupancyBar } from './OccupancyBar';

/**
 * How a room is now: how full and, for staff, the latest temperature and the sensor's state. Shown in the
 * list's cards and on the room's page; returns siblings so it takes the spacing of the caller's stack.
 */
export function RoomStatus({ room }: { room: CoolingUnitAny }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const staff = room.view === 'staff' ? room : null;
  const reading = staff?.latest_reading;
  return (
    <>
      <OccupancyBar used={room.occupancy.used} capacity={room.occupancy.capacity} fraction={room.occupancy.fraction} metric={room.metric} label={room.name} />
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
    </>
  );
}
