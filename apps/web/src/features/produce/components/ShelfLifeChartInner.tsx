// Loaded on demand (React.lazy): @mantine/charts, recharts and their CSS stay out of other chunks.
import '@mantine/charts/styles.css';
import type { QualityPoint } from '@coldroom/domain';
import { LineChart } from '@mantine/charts';
import { formatNumber, formatPercent } from '../../../lib/units';
import { chartAxes } from '../../../lib/chartDirection';

interface Props {
  points: QualityPoint[];
  threshold: number | null;
  pickupDay: number | null;
  language: string;
  labels: { quality: string; threshold: string; day: string };
}

export default function ShelfLifeChartInner({ points, threshold, pickupDay, language, labels }: Props) {
  const data = points.map((point) => ({ day: point.day, quality: point.quality }));
  const references = [
    ...(threshold !== null ? [{ y: threshold, label: labels.threshold, color: 'red.6' }] : []),
  ];
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      series={[{ name: 'quality', label: labels.quality, color: 'teal.7' }]}
      curveType="monotone"
      withDots={false}
      referenceLines={[...references, ...(pickupDay !== null ? [{ x: pickupDay, color: 'orange.6' }] : [])]}
      valueFormatter={(value) => formatPercent(language, value / 100)}
      {...chartAxes(
        language,
        { type: 'number', domain: [0, 'dataMax'], tickFormatter: (value: number) => formatNumber(language, value, 0) },
        { width: 48, domain: [0, 100], tickFormatter: (value: number) => formatPercent(language, value / 100) },
      )}
      xAxisLabel={labels.day}
      tooltipProps={{ labelFormatter: (value) => `${labels.day}: ${formatNumber(language, Number(value), 1)}` }}
      gridAxis="y"
    />
  );
}
