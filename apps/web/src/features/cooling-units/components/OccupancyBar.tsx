import type { RoomMetric } from '@coldroom/domain';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/units';
import { formatQuantity } from '../quantities';

export const fullnessColour = (fraction: number) => (fraction >= 0.9 ? 'red' : fraction >= 0.7 ? 'yellow' : 'teal');

interface Props {
  used: number;
  capacity: number;
  fraction: number;
  metric: RoomMetric;
  /** Accessible name, e.g. the room's name. */
  label: string;
}

/** How full a room is: a bar, the percentage and "17 of 40 crates" (or kg). */
export function OccupancyBar({ used, capacity, fraction, metric, label }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const percent = formatPercent(language, fraction);
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={Math.round(Math.min(100, Math.max(0, fraction * 100)))}
          color={fullnessColour(fraction)}
          aria-label={t('rooms.occupancy.barLabel', { name: label })}
        />
      </Progress.Root>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('rooms.occupancy.full', { percent })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('rooms.occupancy.usedOf', {
            used: formatNumber(language, used, metric === 'kg' ? 1 : 0),
            capacity: formatQuantity(t, language, capacity, metric),
          })}
        </Text>
      </Group>
    </Stack>
  );
}
