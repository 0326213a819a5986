import type { RevenueAnalysis } from '@coldroom/contract';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { formatNumber } from '../../../lib/units';

type RateBasisRow = NonNullable<RevenueAnalysis['per_rate_basis']>[number];

const BASIS_KEYS: Record<RateBasisRow['basis'], string> = {
  crate: 'rateCards.basis.crate',
  kg: 'rateCards.basis.kg',
  bag: 'rateCards.basis.bag',
  quintal: 'rateCards.basis.quintal',
};
const PERIOD_KEYS: Record<RateBasisRow['period'], string> = {
  once: 'rateCards.period.once',
  day: 'rateCards.period.day',
  week: 'rateCards.period.week',
  month: 'rateCards.period.month',
  season: 'analysis.revenue.seasonPeriod',
};

/**
 * Revenue by rate basis and period (docs/rent-rules.md §9): one row per way of charging (crate, kg, bag,
 * quintal × once, daily, weekly, monthly, season), largest first as the server orders them. Four short
 * columns, so it fits a 360 px screen without scrolling; the amounts are before discounts.
 */
export function RateBasisTable({ rows, currency }: { rows: readonly RateBasisRow[]; currency: string }) {
  const { t, i18n } = useTranslation();
  const title = t('analysis.revenue.perRateBasis');
  return (
    <Paper withBorder p="sm" radius="md" data-table="rate-basis">
      <Stack gap="xs">
        <Text fw={700} id="rate-basis-title">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {t('analysis.revenue.perRateBasisNote')}
        </Text>
        <Table.ScrollContainer minWidth={300}>
          <Table aria-labelledby="rate-basis-title" verticalSpacing={4} horizontalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rateCards.basis.label')}</Table.Th>
                <Table.Th>{t('rateCards.period.label')}</Table.Th>
                <Table.Th ta="end">{t('analysis.revenue.revenue')}</Table.Th>
                <Table.Th ta="end">{t('analysis.revenue.crates')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.basis}-${row.period}`} data-basis={row.basis} data-period={row.period} data-minor={row.revenue_minor}>
                  <Table.Td>{t(BASIS_KEYS[row.basis])}</Table.Td>
                  <Table.Td>{t(PERIOD_KEYS[row.period])}</Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(row.revenue_minor, currency, i18n.language)}
                  </Table.Td>
                  <Table.Td ta="end">{formatNumber(i18n.language, row.crates, 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
