// Loaded on demand (React.lazy): @mantine/charts, recharts and their CSS stay out of the main chunk.
import '@mantine/charts/styles.css';
import type { UsageAnalysis } from '@coldroom/contract';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cropLabel } from '../../../lib/quantities';
import { formatKg, formatNumber, formatPercent } from '../../../lib/units';
import { formatPeriod } from '../format';
import { compactTick } from './axes';
import { barsHeight, ChartCard } from './ChartCard';
import { chartAxes } from '../../../lib/chartDirection';

/** Crates in and out over time, occupancy at the end of each period, and per room and crop. */
export default function UsageCharts({ data }: { data: UsageAnalysis }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const tick = compactTick(language);
  const crates = (value: number) => formatNumber(language, value, 0);
  const kg = (value: number) => formatKg(language, value);
  const overTime = data.over_time.map((row) => ({
    period: formatPeriod(row.period, language),
    cratesIn: row.crates_in,
    cratesOut: row.crates_out,
    occupancy: row.occupancy_crates,
  }));
  const withPercent = data.over_time.some((row) => row.occupancy_percent !== null);
  const occupancyPercent = data.over_time.map((row) => ({ period: formatPeriod(row.period, language), percent: row.occupancy_percent }));
  const inOut = [
    { name: 'in', label: t('analysis.usage.in'), color: 'teal.7' },
    { name: 'out', label: t('analysis.usage.out'), color: 'orange.5' },
  ];
  const perRoom = data.per_room.map((row) => ({ label: row.cooling_unit.name, in: row.crates_in, out: row.crates_out }));
  const perCrop = data.per_crop.map((row) => ({ label: cropLabel(row.crop_id, language), in: row.weight_in_kg, out: row.weight_out_kg }));
  const bars = { dataKey: 'label', orientation: 'vertical' as const, series: inOut, withLegend: true, gridAxis: 'x' as const, maxBarWidth: 18, ...chartAxes(language, { tickFormatter: tick }, { width: 110 }) };

  return (
    <Stack gap="md">
      <ChartCard title={t('analysis.usage.cratesOverTime')} name="usage-over-time">
        <BarChart
          h={260}
          data={overTime}
          dataKey="period"
          withLegend
          series={[
            { name: 'cratesIn', label: t('analysis.usage.cratesIn'), color: 'teal.7' },
            { name: 'cratesOut', label: t('analysis.usage.cratesOut'), color: 'orange.5' },
          ]}
          valueFormatter={crates}
          {...chartAxes(language, { minTickGap: 12 }, { width: 48, tickFormatter: tick })}
          gridAxis="y"
        />
      </ChartCard>
      <ChartCard title={t('analysis.usage.occupancyOverTime')} name="usage-occupancy">
        {withPercent ? (
          <LineChart
            h={220}
            data={occupancyPercent}
            dataKey="period"
            series={[{ name: 'percent', label: t('analysis.usage.occupancyPercent'), color: 'cyan.7' }]}
            withDots={false}
            connectNulls
            valueFormatter={(value) => formatPercent(language, value / 100)}
            {...chartAxes(language, { minTickGap: 12 }, { width: 48, tickFormatter: (value: number) => formatPercent(language, value / 100) })}
            gridAxis="y"
          />
        ) : (
          <LineChart
            h={220}
            data={overTime}
            dataKey="period"
            series={[{ name: 'occupancy', label: t('analysis.usage.occupancyCrates'), color: 'cyan.7' }]}
            withDots={false}
            valueFormatter={crates}
            {...chartAxes(language, { minTickGap: 12 }, { width: 48, tickFormatter: tick })}
            gridAxis="y"
          />
        )}
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('analysis.usage.cratesPerRoom')} name="usage-per-room">
          <BarChart h={barsHeight(perRoom.length * 1.5)} data={perRoom} valueFormatter={crates} {...bars} />
        </ChartCard>
        <ChartCard title={t('analysis.usage.weightPerCrop')} name="usage-per-crop">
          <BarChart h={barsHeight(perCrop.length * 1.5)} data={perCrop} valueFormatter={kg} {...bars} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
