import type { ReadingSeries } from '@coldroom/contract';
import { Button, ScrollArea, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCelsius, formatHumidity, formatShortDateTime } from '../../../lib/units';
import { bucketWords } from './RoomChartSummary';

/**
 * The chart's figures as a table: always there for screen readers (visually hidden), shown on request for
 * anyone who prefers numbers to a drawing.
 */
export function RoomChartTable({ series, humidity }: { series: ReadingSeries; humidity: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [shown, setShown] = useState(false);
  const dash = (value: number | null, format: (l: string, v: number) => string) => (value === null ? '—' : format(language, value));
  const table = (
    <Table striped withTableBorder fz="sm">
      <Table.Caption>
        {t('roomChart.tableCaption', { from: formatShortDateTime(language, series.from), to: formatShortDateTime(language, series.to), bucket: bucketWords(t, series.bucket_minutes) })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('roomChart.time')}</Table.Th>
          <Table.Th>{t('roomChart.lowest')}</Table.Th>
          <Table.Th>{t('roomChart.average')}</Table.Th>
          <Table.Th>{t('roomChart.highest')}</Table.Th>
          {humidity && <Table.Th>{t('roomChart.humidityAverage')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {series.buckets.map((bucket) => (
          <Table.Tr key={bucket.start}>
            <Table.Td>{formatShortDateTime(language, bucket.start)}</Table.Td>
            <Table.Td>{formatCelsius(language, bucket.temperature_min)}</Table.Td>
            <Table.Td>{formatCelsius(language, bucket.temperature_avg)}</Table.Td>
            <Table.Td>{formatCelsius(language, bucket.temperature_max)}</Table.Td>
            {humidity && <Table.Td>{dash(bucket.humidity_avg, formatHumidity)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Stack gap="xs">
      <Button variant="subtle" mih={44} onClick={() => setShown((v) => !v)} aria-expanded={shown} style={{ alignSelf: 'flex-start' }}>
        {shown ? t('roomChart.hideTable') : t('roomChart.showTable')}
      </Button>
      {shown ? <ScrollArea.Autosize mah={360} type="auto">{table}</ScrollArea.Autosize> : <VisuallyHidden>{table}</VisuallyHidden>}
    </Stack>
  );
}
