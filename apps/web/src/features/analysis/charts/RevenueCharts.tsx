// Loaded on demand (React.lazy): @mantine/charts, recharts and their CSS stay out of the main chunk.
import '@mantine/charts/styles.css';
import type { RevenueAnalysis } from '@coldroom/contract';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { cropLabel } from '../../../lib/quantities';
import { formatPeriod } from '../format';
import { moneyAxis } from './axes';
import { barsHeight, ChartCard } from './ChartCard';
import { chartAxes } from '../../../lib/chartDirection';

/** Revenue over time (paid and outstanding stacked), and per room, crop and payment method. */
export default function RevenueCharts({ data }: { data: RevenueAnalysis }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = moneyAxis(data.currency, language);
  const moneyProps = { valueFormatter: money.format, ...chartAxes(language, { minTickGap: 12 }, { width: 56, tickFormatter: money.tick }) };
  const overTime = data.over_time.map((row) => ({
    period: formatPeriod(row.period, language),
    paid: money.toMajor(row.paid_minor),
    outstanding: money.toMajor(row.revenue_minor - row.paid_minor),
  }));
  const horizontal = (rows: { label: string; minor: number }[]) => rows.map((row) => ({ label: row.label, revenue: money.toMajor(row.minor) }));
  const perRoom = horizontal(data.per_room.map((row) => ({ label: row.cooling_unit.name, minor: row.revenue_minor })));
  const perCrop = horizontal(data.per_crop.map((row) => ({ label: cropLabel(row.crop_id, language), minor: row.revenue_minor })));
  const perMethod = horizontal(data.per_payment_method.map((row) => ({ label: t(PAYMENT_METHOD_KEYS[row.payment_method]), minor: row.revenue_minor })));
  const revenueSeries = [{ name: 'revenue', label: t('analysis.revenue.revenue'), color: 'teal.7' }];
  const barsProps = {
    dataKey: 'label',
    orientation: 'vertical' as const,
    series: revenueSeries,
    valueFormatter: money.format,
    ...chartAxes(language, { tickFormatter: money.tick }, { width: 110 }),
    gridAxis: 'x' as const,
    maxBarWidth: 28,
  };

  return (
    <Stack gap="md">
      <ChartCard title={t('analysis.revenue.overTime')} name="revenue-over-time">
        <BarChart
          h={260}
          data={overTime}
          dataKey="period"
          type="stacked"
          withLegend
          series={[
            { name: 'paid', label: t('analysis.revenue.paid'), color: 'teal.7' },
            { name: 'outstanding', label: t('analysis.revenue.outstanding'), color: 'orange.5' },
          ]}
          {...moneyProps}
          gridAxis="y"
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <ChartCard title={t('analysis.revenue.perRoom')} name="revenue-per-room">
          <BarChart h={barsHeight(perRoom.length)} data={perRoom} {...barsProps} />
        </ChartCard>
        <ChartCard title={t('analysis.revenue.perCrop')} name="revenue-per-crop" note={t('analysis.revenue.perCropNote')}>
          <BarChart h={barsHeight(perCrop.length)} data={perCrop} {...barsProps} />
        </ChartCard>
        <ChartCard title={t('analysis.revenue.perPaymentMethod')} name="revenue-per-method">
          <BarChart h={barsHeight(perMethod.length)} data={perMethod} {...barsProps} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
