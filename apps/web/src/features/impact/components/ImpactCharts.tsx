// Loaded on demand (React.lazy): @mantine/charts, recharts and their CSS stay out of the main chunk.
import '@mantine/charts/styles.css';
import type { ImpactFigures } from '@coldroom/contract';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cropLabel } from '../../../lib/quantities';
import { formatKg, formatNumber } from '../../../lib/units';
import { formatMonth } from './format';
import { chartAxes } from '../../../lib/chartDirection';

function Chart({ title, name, children }: { title: string; name: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" data-chart={name}>
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        <div role="img" aria-label={title}>
          {children}
        </div>
      </Stack>
    </Paper>
  );
}

const barsHeight = (count: number) => Math.max(140, 36 * count + 48);

/** Kg stored and farmers per month; kg stored and food loss avoided per crop; kg stored per room. */
export default function ImpactCharts({ data }: { data: ImpactFigures }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const kg = (value: number) => formatKg(language, value);
  const months = data.per_month.map((row) => ({ month: formatMonth(row.key ?? '', language), kg: row.kg_in, farmers: row.farmers.total }));
  const crops = data.per_crop.map((row) => ({ label: cropLabel(row.key ?? '', language), kg: row.kg_in, avoided: row.loss_avoided_kg ?? 0 }));
  const places = (data.company === null ? data.per_company : data.per_room).map((row) => ({ label: row.label, kg: row.kg_in }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Chart title={t('impact.charts.kgPerMonth')} name="impact-kg-month">
          <BarChart h={240} data={months} dataKey="month" series={[{ name: 'kg', label: t('impact.figures.kgStored'), color: 'teal.7' }]} valueFormatter={kg} {...chartAxes(language, {}, { width: 56 })} gridAxis="y" />
        </Chart>
        <Chart title={t('impact.charts.farmersPerMonth')} name="impact-farmers-month">
          <BarChart
            h={240}
            data={months}
            dataKey="month"
            series={[{ name: 'farmers', label: t('impact.figures.farmers'), color: 'indigo.6' }]}
            valueFormatter={(value) => formatNumber(language, value, 0)}
            {...chartAxes(language, {}, { width: 40 })}
            gridAxis="y"
          />
        </Chart>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Chart title={t('impact.charts.perCrop')} name="impact-crop">
          <BarChart
            h={barsHeight(crops.length * 1.5)}
            data={crops}
            dataKey="label"
            orientation="vertical"
            withLegend
            series={[
              { name: 'kg', label: t('impact.figures.kgStored'), color: 'teal.7' },
              { name: 'avoided', label: t('impact.figures.lossAvoided'), color: 'orange.6' },
            ]}
            valueFormatter={kg}
            {...chartAxes(language, {}, { width: 100 })}
            gridAxis="x"
          />
        </Chart>
        <Chart title={t(data.company === null ? 'impact.charts.perCompany' : 'impact.charts.perRoom')} name="impact-place">
          <BarChart
            h={barsHeight(places.length)}
            data={places}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'kg', label: t('impact.figures.kgStored'), color: 'teal.7' }]}
            valueFormatter={kg}
            {...chartAxes(language, {}, { width: 100 })}
            gridAxis="x"
          />
        </Chart>
      </SimpleGrid>
    </Stack>
  );
}
