// Loaded on demand (React.lazy): @mantine/charts, recharts and their CSS stay out of other chunks.
import '@mantine/charts/styles.css';
import type { Reading } from '@coldroom/contract';
import { LineChart } from '@mantine/charts';
import { dateTimeFormat, formatCelsius } from '../../../lib/units';

interface Props {
  readings: Reading[];
  language: string;
  seriesLabel: string;
  from: number;
  to: number;
}

/** One tick at each local midnight in the range, so each day is named once. */
function dayTicks(from: number, to: number): number[] {
  const ticks: number[] = [];
  const day = new Date(from);
  day.setHours(24, 0, 0, 0);
  while (day.getTime() <= to && ticks.length < 40) {
    ticks.push(day.getTime());
    day.setDate(day.getDate() + 1);
  }
  return ticks;
}

export default function TemperatureChartInner({ readings, language, seriesLabel, from, to }: Props) {
  const data = readings
    .map((reading) => ({ time: new Date(reading.measured_at).getTime(), temperature: reading.temperature_c }))
    .sort((a, b) => a.time - b.time);
  const tick = dateTimeFormat(language, { weekday: 'short', day: 'numeric' });
  const full = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="time"
      series={[{ name: 'temperature', label: seriesLabel, color: 'cyan.7' }]}
      curveType="monotone"
      withDots={data.length <= 60}
      connectNulls
      valueFormatter={(value) => formatCelsius(language, value)}
      xAxisProps={{ type: 'number', scale: 'time', domain: [from, to], ticks: dayTicks(from, to), tickFormatter: (value: number) => (Number.isFinite(value) ? tick.format(value) : ''), minTickGap: 8 }}
      yAxisProps={{ width: 56, tickFormatter: (value: number) => formatCelsius(language, value) }}
      tooltipProps={{ labelFormatter: (value) => (Number.isFinite(Number(value)) ? full.format(Number(value)) : '') }}
    />
  );
}
