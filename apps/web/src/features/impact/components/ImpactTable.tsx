import type { ImpactFigures, ImpactRow } from '@coldroom/contract';
import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../../components/ScrollTable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cropLabel } from '../../../lib/quantities';
import { formatKg, formatNumber, formatPercent } from '../../../lib/units';
import { formatMonies, formatMonth } from './format';

type Breakdown = 'month' | 'crop' | 'room' | 'location' | 'company';

/** The same figures as the cards and charts, as a table per breakdown (a screen reader's way to them). */
export function ImpactTable({ data }: { data: ImpactFigures }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [breakdown, setBreakdown] = useState<Breakdown>('month');
  const options: Array<{ value: Breakdown; label: string }> = [
    { value: 'month', label: t('impact.table.perMonth') },
    { value: 'crop', label: t('impact.table.perCrop') },
    ...(data.company === null
      ? [{ value: 'company' as const, label: t('impact.table.perCompany') }]
      : [
          { value: 'room' as const, label: t('impact.table.perRoom') },
          { value: 'location' as const, label: t('impact.table.perLocation') },
        ]),
  ];
  const rows: ImpactRow[] = { month: data.per_month, crop: data.per_crop, room: data.per_room, location: data.per_location, company: data.per_company }[breakdown];
  const name = (row: ImpactRow) => (breakdown === 'month' ? formatMonth(row.key ?? '', language) : breakdown === 'crop' ? cropLabel(row.key ?? '', language) : row.label);
  const n = (value: number) => formatNumber(language, value, 0);
  const caption = t('impact.table.caption');
  return (
    <Stack gap="xs">
      <Text fw={700}>{caption}</Text>
      <SegmentedControl data={options} value={breakdown} onChange={(value) => setBreakdown(value as Breakdown)} aria-label={t('impact.table.breakdown')} fullWidth />
      <ScrollTable label={caption} minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('impact.table.slice')}</Table.Th>
              <Table.Th scope="col">{t('impact.figures.farmers')}</Table.Th>
              <Table.Th scope="col">{t('impact.figures.kgStored')}</Table.Th>
              <Table.Th scope="col">{t('impact.figures.kgDays')}</Table.Th>
              <Table.Th scope="col">{t('impact.figures.occupancy')}</Table.Th>
              <Table.Th scope="col">{t('impact.figures.revenue')}</Table.Th>
              <Table.Th scope="col">{t('impact.figures.lossAvoided')}</Table.Th>
              <Table.Th scope="col">{t('impact.figures.incomeChange')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key ?? 'total'} data-row={row.key ?? ''}>
                <Table.Th scope="row">{name(row)}</Table.Th>
                <Table.Td>{n(row.farmers.total)}</Table.Td>
                <Table.Td>{formatKg(language, row.kg_in)}</Table.Td>
                <Table.Td>{n(row.kg_days)}</Table.Td>
                <Table.Td>{row.occupancy_percent === null ? '–' : formatPercent(language, row.occupancy_percent / 100)}</Table.Td>
                <Table.Td>{formatMonies(row.revenue, language)}</Table.Td>
                <Table.Td>{row.loss_avoided_kg === null ? t('impact.noSurvey') : formatKg(language, row.loss_avoided_kg)}</Table.Td>
                <Table.Td>{formatMonies(row.income_change, language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
