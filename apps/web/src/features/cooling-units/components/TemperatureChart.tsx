import type { Reading } from '@coldroom/contract';
import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackBoundary } from '../../../components/FallbackBoundary';
import { formatCelsius, formatHumidity, formatShortDateTime } from '../../../lib/units';

const Chart = lazy(() => import('./TemperatureChartInner'));

interface Props {
  readings: Reading[];
  from: string;
  to: string;
}

/** The last 7 days of readings as a line chart, and the latest few as text (readable without the chart). */
export function TemperatureChart({ readings, from, to }: Props) {
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
      <div role="img" aria-label={t('rooms.readings.chartLabel')}>
        <FallbackBoundary fallback={null}>
          <Suspense fallback={<Center h={240}><Loader aria-label={t('rooms.fields.loading')} /></Center>}>
            <Chart readings={readings} language={language} seriesLabel={t('rooms.readings.temperature')} from={Date.parse(from)} to={Date.parse(to)} />
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
              <Table.Td>{formatCelsius(language, reading.temperature_c)}</Table.Td>
              <Table.Td>{reading.humidity_pct === null ? '—' : formatHumidity(language, reading.humidity_pct)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
