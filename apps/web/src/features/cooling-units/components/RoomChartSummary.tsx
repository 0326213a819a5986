import type { ReadingSeries, SeriesAlert } from '@coldroom/contract';
import { List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCelsius, formatCelsiusRange, formatHumidity, formatShortDateTime, pluralRules } from '../../../lib/units';
import { extremes } from '../seriesData';

/** "5 min", "3 h", "2 d": the size of one bucket (one point of the chart, one row of the table). */
export function bucketWords(t: TFunction, minutes: number): string {
  if (minutes % 1440 === 0) return t('roomChart.bucketDays', { n: minutes / 1440 });
  if (minutes % 60 === 0) return t('roomChart.bucketHours', { n: minutes / 60 });
  return t('roomChart.bucketMinutes', { n: minutes });
}

function alertText(t: TFunction, language: string, alert: SeriesAlert): string {
  const from = formatShortDateTime(language, alert.started_at);
  const to = alert.closed_at ? formatShortDateTime(language, alert.closed_at) : t('roomChart.ongoing');
  if (alert.kind === 'no_data') return t('roomChart.alertNoData', { from, to });
  const peak = alert.peak_value === null ? '—' : alert.kind === 'temperature' ? formatCelsius(language, alert.peak_value) : formatHumidity(language, alert.peak_value);
  const key = alert.kind === 'humidity' ? 'roomChart.alertHumidity' : alert.direction === 'low' ? 'roomChart.alertLow' : 'roomChart.alertHigh';
  return t(key, { from, to, peak }) + (alert.critical ? ` (${t('roomChart.critical')})` : '');
}

/** The chart in words: the limits, the lowest and highest, and each alert of the range. */
export function RoomChartSummary({ series }: { series: ReadingSeries }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { lower_c: lower, upper_c: upper } = series.limits;
  const range = extremes(series, 'temperature');
  const count = series.alerts.length;
  return (
    <Stack gap={4} data-testid="room-chart-summary">
      <Text size="sm">{lower !== null && upper !== null ? t('roomChart.limits', { range: formatCelsiusRange(language, lower, upper) }) : t('roomChart.noLimits')}</Text>
      {range && <Text size="sm">{t('roomChart.extremes', { min: formatCelsius(language, range.min), max: formatCelsius(language, range.max) })}</Text>}
      <Text size="sm" fw={count > 0 ? 700 : undefined} c={count > 0 ? 'red.9' : undefined}>
        {count === 0 ? t('roomChart.noAlerts') : t(pluralRules(language).select(count) === 'one' ? 'roomChart.alertsOne' : 'roomChart.alertsMany', { n: count })}
      </Text>
      {count > 0 && (
        <List size="sm" spacing={2}>
          {series.alerts.map((alert) => (
            <List.Item key={alert.id}>{alertText(t, language, alert)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
