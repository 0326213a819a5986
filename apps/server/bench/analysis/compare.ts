import type { RevenueAnalysis, UsageAnalysis } from '@coldroom/contract';
import type { RevenueFigures } from './sql-revenue';
import type { UsageFigures } from './sql-usage';

/** Allowed difference by field: rounded percentages and means, float sums of kilograms; all else exact. */
function tolerance(key: string): number {
  if (key.includes('percent')) return 0.15;
  if (key === 'average_days_stored') return 0.011;
  if (key.endsWith('_kg')) return 0.001;
  return 0;
}

/** Arrays of rows become objects keyed by what identifies a row; rows of nothing but zeros are left out. */
function keyed<T extends object>(rows: T[], key: (row: T) => string, drop: (keyof T)[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    const rest = Object.fromEntries(Object.entries(row).filter(([k]) => !(drop as string[]).includes(k)));
    if (Object.values(rest).every((v) => v === 0 || v === null || typeof v === 'string')) continue;
    out[key(row)] = rest;
  }
  return out;
}

function diff(a: unknown, b: unknown, path: string, key: string, out: string[]): void {
  if (out.length >= 5) return;
  if (typeof a === 'number' && typeof b === 'number') {
    if (Math.abs(a - b) > tolerance(key) + 1e-9) out.push(`${path}: endpoint ${a}, SQL ${b}`);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, k, out);
    }
    return;
  }
  if (a !== b) out.push(`${path}: endpoint ${JSON.stringify(a)}, SQL ${JSON.stringify(b)}`);
}

/** Differences between the endpoint's revenue figures and the hand-written SQL's (empty when they agree). */
export function compareRevenue(endpoint: RevenueAnalysis, sql: RevenueFigures): string[] {
  const out: string[] = [];
  const shape = (r: RevenueAnalysis | RevenueFigures, rooms: { id: number; revenue_minor: number; check_outs: number }[]) => ({
    totals: r.totals,
    over_time: keyed(r.over_time, (p) => p.period, ['period']),
    per_room: keyed(rooms, (p) => String(p.id), ['id']),
    per_crop: keyed(r.per_crop, (p) => p.crop_id, ['crop_id']),
    per_payment_method: keyed(r.per_payment_method, (p) => p.payment_method, ['payment_method']),
  });
  const endpointRooms = endpoint.per_room.map((r) => ({ id: r.cooling_unit.id, revenue_minor: r.revenue_minor, check_outs: r.check_outs }));
  diff(shape(endpoint, endpointRooms), shape(sql, sql.per_room), 'revenue', '', out);
  if (endpoint.over_time.length !== sql.over_time.length) out.push(`revenue.over_time: ${endpoint.over_time.length} periods, SQL ${sql.over_time.length}`);
  return out;
}

/** Differences between the endpoint's usage figures and the hand-written SQL's (empty when they agree). */
export function compareUsage(endpoint: UsageAnalysis, sql: UsageFigures): string[] {
  const out: string[] = [];
  const endpointRooms = endpoint.per_room.map(({ cooling_unit, ...rest }) => ({ id: cooling_unit.id, ...rest }));
  const shape = (r: UsageAnalysis | UsageFigures, rooms: UsageFigures['per_room']) => ({
    totals: r.totals,
    over_time: keyed(r.over_time, (p) => p.period, ['period']),
    per_room: keyed(rooms, (p) => String(p.id), ['id']),
    per_crop: keyed(r.per_crop, (p) => p.crop_id, ['crop_id']),
  });
  diff(shape(endpoint, endpointRooms), shape(sql, sql.per_room), 'usage', '', out);
  if (endpoint.over_time.length !== sql.over_time.length) out.push(`usage.over_time: ${endpoint.over_time.length} periods, SQL ${sql.over_time.length}`);
  return out;
}
