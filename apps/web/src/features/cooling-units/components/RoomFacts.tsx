import type { CoolingUnitAny } from '@coldroom/contract';
import { cropById, formatMoney } from '@coldroom/domain';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTemperature } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCelsius, formatKg, formatTimeAgo } from '../../../lib/units';
import { cropLabel, FACT_KEYS, PRICE_KEYS, SENSOR_COLOURS, SENSOR_KEYS } from '../labels';
import { OccupancyBar } from './OccupancyBar';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** What everyone may read about a room: fullness, temperature (staff), prices and operators (staff). */
export function RoomFacts({ room }: { room: CoolingUnitAny }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const staff = room.view === 'staff' ? room : null;
  const reading = staff?.latest_reading;
  return (
    <Stack gap="md">
      <Section title={t('rooms.sections.now')}>
        <Stack gap="sm">
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
          <Text size="sm" c="dimmed">
            {t(FACT_KEYS[room.metric], { weight: formatKg(language, room.standard_crate_weight_kg) })}
          </Text>
        </Stack>
      </Section>
      <Section title={t('rooms.sections.crops')}>
        {room.crops.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rooms.crops.none')}
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" aria-label={t('rooms.sections.crops')}>
            {room.crops.map((price) => {
              const crop = cropById(price.crop);
              return (
                <List.Item key={price.crop}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {crop ? cropLabel(crop, language) : price.crop}
                    </Text>
                    <Text size="sm">{t(PRICE_KEYS[price.pricing][room.metric], { amount: formatMoney(price.rate, room.currency, language, 'narrowSymbol') })}</Text>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
      </Section>
      {staff && (
        <Section title={t('rooms.sections.operators')}>
          <Text size="sm" c={staff.operators.length ? undefined : 'dimmed'}>
            {staff.operators.length ? staff.operators.map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', ') : t('rooms.operators.noneAssigned')}
          </Text>
        </Section>
      )}
    </Stack>
  );
}
