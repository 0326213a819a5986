import type { LotTemperatureRecordView } from '@coldroom/contract';
import { Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCelsius, formatCelsiusRange, formatDateTime, formatNumber } from '../../lib/units';
import { formatDuration, lotTemperatureText } from './lotTemperatureText';

/** The icon's colour only (the words carry the meaning, in a contrast that always passes). */
const ICON_COLOUR: Record<LotTemperatureRecordView['kind'], string> = {
  throughout: 'var(--mantine-color-green-7)',
  out_of_range: 'var(--mantine-color-orange-7)',
  gaps: 'var(--mantine-color-gray-6)',
  no_record: 'var(--mantine-color-gray-6)',
  no_range: 'var(--mantine-color-gray-6)',
};

/** One line on a produce card: the lot's temperature while stored. */
export function LotTemperatureLine({ record }: { record: LotTemperatureRecordView | undefined }) {
  const { t, i18n } = useTranslation();
  if (!record) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="lot-temperature" data-kind={record.kind}>
      <IconTemperature size={18} aria-hidden color={ICON_COLOUR[record.kind]} style={{ flexShrink: 0, marginTop: 1 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {lotTemperatureText(t, i18n.language, record)}
      </Text>
    </Group>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** The lot's page: the sentence, minutes above and below its crop's range, the peak and the room's alerts. */
export function LotTemperaturePanel({ record }: { record: LotTemperatureRecordView | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (!record) return null;
  const kinds = { temperature: t('lotRecord.alertTemperature'), humidity: t('lotRecord.alertHumidity'), no_data: t('lotRecord.alertNoData') };
  const more = record.alerts_total - record.alerts.length;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="lot-temperature-title">
      <Title order={2} size="h4" id="lot-temperature-title" mb="xs">
        {t('lotRecord.title')}
      </Title>
      <LotTemperatureLine record={record} />
      {record.kind !== 'no_record' && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" mt="sm">
          <Fact label={t('lotRecord.safeRange')} value={record.range_c ? formatCelsiusRange(language, record.range_c.min, record.range_c.max) : t('lotRecord.noPublishedRange')} />
          {record.range_c && <Fact label={t('lotRecord.minutesAbove')} value={formatDuration(t, language, record.minutes_above)} />}
          {record.range_c && <Fact label={t('lotRecord.minutesBelow')} value={formatDuration(t, language, record.minutes_below)} />}
          {record.range_c && (
            <Fact label={t('lotRecord.peak')} value={record.peak ? `${formatCelsius(language, record.peak.temperature_c)} · ${formatDateTime(language, record.peak.at)}` : t('lotRecord.peakNone')} />
          )}
        </SimpleGrid>
      )}
      <Text size="sm" fw={600} mt="sm">
        {record.alerts_total === 0 ? t('lotRecord.noAlerts') : t('lotRecord.alerts')}
      </Text>
      {record.alerts.length > 0 && (
        <List size="sm" spacing={4} mt={4} data-testid="lot-temperature-alerts">
          {record.alerts.map((alert) => (
            <List.Item key={alert.id} style={{ overflowWrap: 'anywhere' }}>
              {[
                kinds[alert.kind],
                alert.critical ? t('lotRecord.critical') : null,
                alert.peak_value === null || alert.kind !== 'temperature' ? null : formatCelsius(language, alert.peak_value),
                `${formatDateTime(language, alert.started_at)} – ${alert.closed_at ? formatDateTime(language, alert.closed_at) : t('lotRecord.stillOpen')}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </List.Item>
          ))}
          {more > 0 && <List.Item>{t('lotRecord.alertsMore', { more: formatNumber(language, more, 0) })}</List.Item>}
        </List>
      )}
    </Paper>
  );
}
