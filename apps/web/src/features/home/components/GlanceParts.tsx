import type { DashboardRoom, DueLot, MoneyFigure } from '@coldroom/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/amounts';
import { pickupText } from '../../../lib/pickup';
import { cropLabel, formatCrates, formatTotalKg } from '../../../lib/quantities';
import { formatCelsius, formatCelsiusRange, formatTimeAgo } from '../../../lib/units';

/** Alert badges wrap instead of cutting their words off (long phrases, large text, zoom). */
const WRAPPING = { root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 }, label: { whiteSpace: 'normal' as const, overflow: 'visible', textOverflow: 'clip' } };

/** One figure: its label and its value(s), one line per currency. */
export function Figure({ label, lines, testId }: { label: string; lines: string[]; testId: string }) {
  return (
    <Paper withBorder p="xs" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {lines.map((line) => (
        <Text key={line} fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-value>
          {line}
        </Text>
      ))}
    </Paper>
  );
}

/** Money per currency; nothing is zero in the company's currency. */
export function moneyLines(figures: readonly MoneyFigure[], fallbackCurrency: string, language: string): string[] {
  return figures.length === 0 ? [formatAmount(0, fallbackCurrency, language)] : figures.map((f) => formatAmount(f.amount_minor, f.currency, language));
}

/** A short list showing its first `first` items, with a button for the rest (the produce list stays near). */
export function ShortList<T>({ items, first, render }: { items: readonly T[]; first: number; render: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, first);
  return (
    <Stack gap={6}>
      {shown.map(render)}
      {items.length > first && (
        <Button variant="subtle" size="compact-md" h={44} w="fit-content" onClick={() => setAll(!all)}>
          {all ? t('dashboard.showFewer') : t('dashboard.showAll', { n: items.length })}
        </Button>
      )}
    </Stack>
  );
}

export function GlanceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A room's line: name (to its page), free space of its capacity, latest reading, and what needs attention. */
export function RoomLine({ room, showNoReading }: { room: DashboardRoom; showNoReading: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const amount = (n: number) => (room.occupancy.metric === 'kg' ? formatTotalKg(language, n) : formatCrates(t, language, n));
  const reading = room.latest_reading;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="glance-room" data-room={room.name}>
      <Group justify="space-between" gap={4} wrap="wrap">
        <Anchor component={Link} to={`/cooling-units/${room.id}`} fw={700} py={10} style={{ overflowWrap: 'anywhere' }}>
          {room.name}
        </Anchor>
        <Text size="sm" data-testid="room-free">
          {t('dashboard.free', { free: amount(room.occupancy.free), capacity: amount(room.occupancy.capacity) })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {reading
          ? t('dashboard.latest', { temperature: formatCelsius(language, reading.temperature_c), ago: formatTimeAgo(language, reading.measured_at) })
          : t('dashboard.noReadingYet')}
      </Text>
      <Group gap={4} mt={4}>
        {room.out_of_range && room.target.kind === 'range' && (
          <Badge color="red" variant="light" tt="none" styles={WRAPPING}>
            {t('dashboard.alerts.outOfRange', { range: formatCelsiusRange(language, room.target.min, room.target.max) })}
          </Badge>
        )}
        {room.target.kind === 'conflict' && (
          <Badge color="orange" variant="light" tt="none" styles={WRAPPING}>
            {t('dashboard.alerts.conflict')}
          </Badge>
        )}
        {room.sensor_silent && (
          <Badge color="red" variant="light" tt="none" styles={WRAPPING}>
            {t('dashboard.alerts.sensorSilent')}
          </Badge>
        )}
        {showNoReading && !room.read_today && (
          <Badge color="orange" variant="light" tt="none" styles={WRAPPING}>
            {t('dashboard.alerts.noReadingToday')}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** Rooms needing attention first, then by name as the server sent them. */
export const attentionFirst = (rooms: readonly DashboardRoom[]) =>
  [...rooms].sort((a, b) => Number(b.out_of_range || b.sensor_silent) - Number(a.out_of_range || a.sensor_silent));

/** Lots under 2 days to pick up, each to its page. */
export function DueLots({ lots, total, showFarmer }: { lots: readonly DueLot[]; total: number; showFarmer: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (total === 0) return <Text size="sm">{t('dashboard.dueNone')}</Text>;
  return (
    <ShortList
      items={lots}
      first={3}
      render={(lot) => (
        <Anchor key={lot.id} component={Link} to={`/produce-details?id=${lot.id}`} size="sm" py={8} display="block" data-testid="due-lot">
          <Text span fw={700} c="red.9">
            {pickupText(t, language, lot.time_to_pickup_days)}
          </Text>
          {' · '}
          {[cropLabel(lot.crop_id, language), formatCrates(t, language, lot.crates), showFarmer ? lot.farmer.name : null, lot.cooling_unit.name].filter(Boolean).join(' · ')}
        </Anchor>
      )}
    />
  );
}
