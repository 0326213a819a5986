import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackBoundary } from '../../../components/FallbackBoundary';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatCelsius, formatHumidity, formatShortDateTime } from '../../../lib/units';
import { useReadingSeries } from '../api/getReadingSeries';
import { hasHumidity, type ChartRange, type Metric } from '../seriesData';
import { ChartRangePicker } from './ChartRangePicker';
import { RoomChartSummary } from './RoomChartSummary';
import { RoomChartTable } from './RoomChartTable';

const Chart = lazy(() => import('./RoomChartInner'));

/**
 * A room's temperature (and humidity, when its sensor measures it) over a chosen period: the alert limits
 * as a band, alerts as red spans, each point a bucket's average with its lowest–highest shaded around it.
 */
export function RoomChart({ roomId }: { roomId: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [range, setRange] = useState<ChartRange>({ kind: 'preset', range: '24h' });
  const query = useReadingSeries(roomId, range);
  const series = query.data;
  const drawing = (metric: Metric) => (
    <div role="img" aria-label={t('roomChart.chartLabel', { what: metric === 'temperature' ? t('roomChart.temperature') : t('roomChart.humidity'), from: formatShortDateTime(language, series!.from), to: formatShortDateTime(language, series!.to) })}>
      <FallbackBoundary fallback={null}>
        <Suspense fallback={<Center h={200}><Loader aria-label={t('rooms.fields.loading')} /></Center>}>
          <Chart
            series={series!}
            metric={metric}
            language={language}
            format={(value) => (metric === 'temperature' ? formatCelsius(language, value) : formatHumidity(language, value))}
            labels={{ average: t('roomChart.average'), spread: t('roomChart.spread') }}
          />
        </Suspense>
      </FallbackBoundary>
    </div>
  );
  return (
    <Stack gap="sm">
      <ChartRangePicker value={range} onChange={setRange} />
      <QueryStatus query={query}>
        {series &&
          (series.buckets.length === 0 ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">{t('roomChart.none')}</Text>
              <RoomChartSummary series={series} />
            </Stack>
          ) : (
            <Stack gap="sm">
              <RoomChartSummary series={series} />
              <Title order={3} size="sm">{t('roomChart.temperature')}</Title>
              {drawing('temperature')}
              {hasHumidity(series) && (
                <>
                  <Title order={3} size="sm">{t('roomChart.humidity')}</Title>
                  {drawing('humidity')}
                </>
              )}
              <RoomChartTable series={series} humidity={hasHumidity(series)} />
            </Stack>
          ))}
      </QueryStatus>
    </Stack>
  );
}
