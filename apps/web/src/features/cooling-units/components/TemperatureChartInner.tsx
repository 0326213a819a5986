// Loaded on demand (React.lazy): @mantine/charts, recharts and their CSS stay out of other chunks.
import '@mantine/charts/styles.css';
import type { Reading } from '@coldroom/contract';
import { outsideTarget, type TargetRange } from '@coldroom/domain';
import { LineChart } from '@mantine/charts';
import { ReferenceArea } from 'recharts';
import { dateTimeFormat, formatCelsius } from '../../../lib/units';

interface Props {
  readings: Reading[];
  language: string;
  seriesLabel: string;
  outsideLabel: string;
  from: number;
  to: number;
  target: TargetRange;
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

export default function TemperatureChartInner({ readings, language, seriesLabel, outsideLabel, from, to, target }: Props) {
  // Readings outside the target range get a second, dots-only series on top of the line: red marks.
  const data = readings
    .map((reading) => ({
      time: new Date(reading.measured_at).getTime(),
      temperature: reading.temperature_c,
      outside: outsideTarget(target, reading.temperature_c) ? reading.temperature_c : null,
    }))
    .sort((a, b) => a.time - b.time);
  const band = target.kind === 'range' ? target : null;
  const marks = data.some((point) => point.outside !== null);
  const tick = dateTimeFormat(language, { weekday: 'short', day: 'numeric' });
  const full = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="time"
      series={[
        { name: 'temperature', label: seriesLabel, color: 'cyan.7' },
        ...(marks ? [{ name: 'outside', label: outsideLabel, color: 'red.8', strokeDasharray: '0 1' }] : []),
      ]}
      curveType="monotone"
      withDots={data.length <= 60}
      connectNulls={false}
      valueFormatter={(value) => formatCelsius(language, value)}
      xAxisProps={{ type: 'number', scale: 'time', domain: [from, to], ticks: dayTicks(from, to), tickFormatter: (value: number) => (Number.isFinite(value) ? tick.format(value) : ''), minTickGap: 8 }}
      yAxisProps={{ width: 56, tickFormatter: (value: number) => formatCelsius(language, value) }}
      tooltipProps={{ labelFormatter: (value) => (Number.isFinite(Number(value)) ? full.format(Number(value)) : '') }}
      lineProps={(series) => (series.name === 'outside' ? { dot: { r: 4, fill: 'var(--mantine-color-red-8)', strokeWidth: 0 }, activeDot: false, strokeWidth: 0 } : {})}
    >
      {band && <ReferenceArea y1={band.min} y2={band.max} ifOverflow="extendDomain" fill="var(--mantine-color-teal-4)" fillOpacity={0.18} stroke="none" />}
    </LineChart>
  );
}
