// Loaded on demand (React.lazy): recharts stays out of the page's first chunk.
import { languageDirection, type ReadingSeries } from '@coldroom/contract';
import { Area, CartesianGrid, ComposedChart, Line, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dateTimeFormat } from '../../../lib/units';
import { chartPoints, excursionSpans, type Metric } from '../seriesData';

interface Props {
  series: ReadingSeries;
  metric: Metric;
  language: string;
  /** Formats a value with its unit (°C or %). */
  format: (value: number) => string;
  labels: { average: string; spread: string };
}

const COLORS = { temperature: 'var(--mantine-color-cyan-8)', humidity: 'var(--mantine-color-indigo-7)' };
const HOUR_MS = 3_600_000;

/** About six ticks across the range, on whole hours or local midnights, so labels never overlap at 360 px. */
function ticks(from: number, to: number): number[] {
  const span = to - from;
  const step = span <= 2 * 24 * HOUR_MS ? Math.max(1, Math.round(span / HOUR_MS / 6)) * HOUR_MS : Math.max(1, Math.round(span / (24 * HOUR_MS) / 5)) * 24 * HOUR_MS;
  const first = new Date(from);
  if (step >= 24 * HOUR_MS) first.setHours(24, 0, 0, 0);
  else first.setMinutes(60, 0, 0);
  const out: number[] = [];
  for (let at = first.getTime(); at <= to && out.length < 12; at += step) out.push(at);
  return out;
}

export default function RoomChartInner({ series, metric, language, format, labels }: Props) {
  const from = Date.parse(series.from);
  const to = Date.parse(series.to);
  const data = chartPoints(series, metric);
  const [lower, upper] = metric === 'temperature' ? [series.limits.lower_c, series.limits.upper_c] : [series.limits.humidity_lower_pct, series.limits.humidity_upper_pct];
  const short = to - from <= 2 * 24 * HOUR_MS;
  const tick = dateTimeFormat(language, short ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' });
  const full = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const color = COLORS[metric];
  // Right to left (Arabic): time runs from right to left and the values' axis stands on the right.
  const rtl = languageDirection(language) === 'rtl';
  return (
    <ResponsiveContainer width="100%" height={metric === 'temperature' ? 240 : 160}>
      <ComposedChart data={data} margin={{ top: 8, right: rtl ? 0 : 8, bottom: 0, left: rtl ? 8 : 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="time" type="number" scale="time" domain={[from, to]} ticks={ticks(from, to)} tickFormatter={(value: number) => tick.format(value)} fontSize={12} reversed={rtl} />
        <YAxis width={52} fontSize={12} orientation={rtl ? 'right' : 'left'} domain={['auto', 'auto']} tickFormatter={(value: number) => format(value)} />
        {lower !== null && upper !== null && <ReferenceArea y1={lower} y2={upper} ifOverflow="extendDomain" fill="var(--mantine-color-teal-4)" fillOpacity={0.2} stroke="none" />}
        {excursionSpans(series, metric).map(({ alert, x1, x2 }) => (
          <ReferenceArea key={alert.id} x1={x1} x2={x2} fill="var(--mantine-color-red-6)" fillOpacity={alert.critical ? 0.3 : 0.18} stroke="var(--mantine-color-red-8)" strokeOpacity={0.5} />
        ))}
        <Area dataKey="spread" name={labels.spread} stroke="none" fill={color} fillOpacity={0.25} isAnimationActive={false} connectNulls={false} />
        <Line dataKey="avg" name={labels.average} stroke={color} strokeWidth={2} dot={data.length <= 40} isAnimationActive={false} connectNulls={false} />
        <Tooltip
          labelFormatter={(value) => full.format(Number(value))}
          formatter={(value) => (Array.isArray(value) ? value.map((v) => format(Number(v))).join(' – ') : format(Number(value)))}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
