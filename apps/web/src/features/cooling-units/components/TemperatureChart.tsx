import type { Reading } from '@coldroom/contract';
import { outsideTarget, type TargetRange } from '@coldroom/domain';
import { Badge, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackBoundary } from '../../../components/FallbackBoundary';
import { formatCelsius, formatHumidity, formatShortDateTime, pluralRules } from '../../../lib/units';
import { formatCelsiusRange, readingsOutside } from '../targetBand';

const Chart = lazy(() => import('./TemperatureChartInner'));

interface Props {
  readings: Reading[];
  from: string;
  to: string;
  /** The stored crops' recommended range (defect 11): drawn as a band, readings outside it marked. */
  target?: TargetRange;
}

/** What the band means, in words: the range and how many readings lie outside it (for everyone, screen readers too). */
function TargetSummary({ readings, target }: { readings: Reading[]; target: TargetRange }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (target.kind === 'none') return null;
  if (target.kind === 'conflict') return <Text size="sm">{t('dashboard.chart.conflict')}</Text>;
  const range = formatCelsiusRange(language, target.min, target.max);
  const outside = readingsOutside(readings, target).length;
  return (
    <Stack gap={2} data-testid="target-summary">
      <Text size="sm">{t('dashboard.chart.target', { range })}</Text>
      <Text size="sm" fw={outside > 0 ? 700 : undefined} c={outside > 0 ? 'red.9' : undefined}>
        {outside === 0
          ? t('dashboard.chart.allInside', { range })
          : t(pluralRules(language).select(outside) === 'one' ? 'dashboard.chart.outsideOne' : 'dashboard.chart.outsideMany', { count: outside, n: outside, range })}
      </Text>
    </Stack>
  );
}

/** The last 7 days of readings as a line chart, and the latest few as text (readable without the chart). */
export function TemperatureChart({ readings, from, to, target = { kind: 'none' } }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const latest = [...readings].sort((a, b) => b.measured_at.localeCompare(a.measured_at)).slice(0, 5);
  if (readings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('rooms.readings.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <TargetSummary readings={readings} target={target} />
      <div role="img" aria-label={t('rooms.readings.chartLabel')}>
        <FallbackBoundary fallback={null}>
          <Suspense fallback={<Center h={240}><Loader aria-label={t('rooms.fields.loading')} /></Center>}>
            <Chart
              readings={readings}
              language={language}
              seriesLabel={t('rooms.readings.temperature')}
              outsideLabel={t('dashboard.chart.outsideMark')}
              from={Date.parse(from)}
              to={Date.parse(to)}
              target={target}
            />
          </Suspense>
        </FallbackBoundary>
      </div>
      <Table striped withTableBorder aria-label={t('rooms.readings.latest')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rooms.readings.time')}</Table.Th>
            <Table.Th>{t('rooms.readings.temperature')}</Table.Th>
            <Table.Th>{t('rooms.readings.humidity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {latest.map((reading) => (
            <Table.Tr key={reading.id}>
              <Table.Td>{formatShortDateTime(language, reading.measured_at)}</Table.Td>
              <Table.Td>
                {formatCelsius(language, reading.temperature_c)}
                {outsideTarget(target, reading.temperature_c) && (
                  <Badge ml={6} size="sm" color="red" variant="light" tt="none">
                    {t('dashboard.chart.outsideMark')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{reading.humidity_pct === null ? '—' : formatHumidity(language, reading.humidity_pct)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
