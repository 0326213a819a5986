import type { ReadingSeries } from '@coldroom/contract';
import { chartPoints, chosenRange, excursionSpans, extremes, hasHumidity } from './seriesData';

const bucket = (start: string, t: [number, number, number], h: [number, number, number] | null = null) => ({
  start,
  count: 12,
  temperature_min: t[0],
  temperature_avg: t[1],
  temperature_max: t[2],
  humidity_min: h?.[0] ?? null,
  humidity_avg: h?.[1] ?? null,
  humidity_max: h?.[2] ?? null,
});
const alert = (kind: 'temperature' | 'humidity', started_at: string, closed_at: string | null) => ({ id: 1, kind, started_at, closed_at, critical: false, peak_value: 9, peak_at: started_at, direction: 'high' as const });
const SERIES: ReadingSeries = {
  cooling_unit: 1,
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-01T05:00:00.000Z',
  bucket_minutes: 60,
  source: 'hourly',
  limits: { lower_c: 2, upper_c: 8, humidity_lower_pct: null, humidity_upper_pct: null },
  buckets: [bucket('2026-03-01T00:00:00Z', [3, 4, 5], [80, 85, 90]), bucket('2026-03-01T01:00:00Z', [4, 6, 9]), bucket('2026-03-01T04:00:00Z', [1, 2, 3])],
  alerts: [alert('temperature', '2026-02-28T23:00:00Z', '2026-03-01T02:00:00Z'), alert('humidity', '2026-03-01T03:00:00Z', null), alert('temperature', '2026-02-27T00:00:00Z', '2026-02-28T00:00:00Z')],
};

describe('room chart data', () => {
  it('puts each bucket at its middle and breaks the line over buckets with no readings', () => {
    const points = chartPoints(SERIES, 'temperature');
    expect(points.map((p) => [new Date(p.time).toISOString().slice(11, 16), p.spread, p.avg])).toEqual([
      ['00:30', [3, 5], 4],
      ['01:30', [4, 9], 6],
      ['02:30', null, null],
      ['04:30', [1, 3], 2],
    ]);
    expect(chartPoints(SERIES, 'humidity').filter((p) => p.avg !== null)).toHaveLength(1);
    expect(hasHumidity(SERIES)).toBe(true);
    expect(extremes(SERIES, 'temperature')).toEqual({ min: 1, max: 9 });
  });

  it('cuts the alerts of one metric to the range; an open one lasts to its end', () => {
    expect(excursionSpans(SERIES, 'temperature').map((s) => [s.x1, s.x2])).toEqual([[Date.parse(SERIES.from), Date.parse('2026-03-01T02:00:00Z')]]);
    expect(excursionSpans(SERIES, 'humidity').map((s) => s.x2)).toEqual([Date.parse(SERIES.to)]);
  });

  it('turns chosen days into a range that includes the last day, and refuses a reversed or too long one', () => {
    const range = chosenRange('2026-03-01', '2026-03-03')!;
    expect(Date.parse(range.to) - Date.parse(range.from)).toBe(3 * 86_400_000);
    expect(chosenRange('2026-03-03', '2026-03-01')).toBeNull();
    expect(chosenRange('2025-01-01', '2026-03-01')).toBeNull();
    expect(chosenRange('', '2026-03-01')).toBeNull();
  });
});
