import { sql, type SQL } from 'drizzle-orm';
import { addDays, timeZoneOffsetMinutes } from '@coldroom/domain';
import type { AnalysisScope } from './scope';

const HOUR = 3_600_000;

/**
 * The zone's offsets over [start, end): pieces with one offset each, the last one ending at `end`. Offsets are
 * sampled every 6 hours; where two samples differ, the change is found to the second by halving.
 */
export function offsetPieces(start: Date, end: Date, timeZone: string): { until: Date; offsetMinutes: number }[] {
  const pieces: { until: Date; offsetMinutes: number }[] = [];
  let at = start.getTime();
  let offset = timeZoneOffsetMinutes(at, timeZone);
  while (at < end.getTime()) {
    const next = Math.min(at + 6 * HOUR, end.getTime() - 1000);
    const nextOffset = timeZoneOffsetMinutes(next, timeZone);
    if (nextOffset !== offset) {
      let [lo, hi] = [at, next]; // offset(lo) = old, offset(hi) = new
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (timeZoneOffsetMinutes(mid, timeZone) === offset) lo = mid;
        else hi = mid;
      }
      pieces.push({ until: new Date(hi), offsetMinutes: offset });
      offset = nextOffset;
    }
    if (next <= at) break;
    at = next;
  }
  pieces.push({ until: end, offsetMinutes: offset });
  return pieces;
}

/**
 * A row's local day as a key: the UTC midnight of its local date (read back with `dayOfKey`), or the day
 * after the range for instants at or after its end. Cheaper per row than `at time zone` (a zone lookup per
 * value): a shift by the piece's fixed offset and a date_bin, so a year of rows costs tens of ms less.
 */
export function localDayKey(scope: Pick<AnalysisScope, 'timeZone' | 'start' | 'end' | 'to'>, column: SQL): SQL {
  const bin = (offsetMinutes: number) => sql`date_bin('1 day', ${column} + ${`${offsetMinutes} minutes`}::interval, '2000-01-01T00:00:00Z'::timestamptz)`;
  const pieces = offsetPieces(scope.start, scope.end, scope.timeZone);
  const late = lateKey(scope);
  const branches = pieces.slice(0, -1).map((piece) => sql` when ${column} < ${piece.until.toISOString()}::timestamptz then ${bin(piece.offsetMinutes)}`);
  return sql`case when ${column} >= ${scope.end.toISOString()}::timestamptz then ${late}${sql.join(branches, sql``)} else ${bin(pieces.at(-1)!.offsetMinutes)} end`;
}

/** The YYYY-MM-DD text of a key made by `localDayKey`. */
export const dayOfKey = (key: SQL): SQL => sql`((${key} at time zone 'UTC')::date)::text`;

/** The key of everything at or after the end of the range: the UTC midnight of the day after it. */
export const lateKey = (scope: Pick<AnalysisScope, 'to'>): SQL => sql`${`${addDays(scope.to, 1)}T00:00:00Z`}::timestamptz`;
