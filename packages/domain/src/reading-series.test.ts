import { describe, expect, it } from 'vitest';
import { bucketStart, SERIES_MAX_BUCKETS, seriesBucketMinutes } from './reading-series';

const DAY = 86_400_000;

describe('bucket size of a room chart', () => {
  it.each([
    [DAY, 5],
    [7 * DAY, 60],
    [30 * DAY, 180],
    [366 * DAY, 2880],
    [3_600_000, 5],
    [26 * 3_600_000, 10],
  ])('a range of %d ms gets %d-minute buckets', (span, minutes) => {
    expect(seriesBucketMinutes(span)).toBe(minutes);
  });

  it('never gives more than the maximum, and honours a smallest size', () => {
    for (let span = 60_000; span <= 400 * DAY; span = Math.ceil(span * 1.37)) {
      expect(span / (seriesBucketMinutes(span) * 60_000)).toBeLessThanOrEqual(SERIES_MAX_BUCKETS);
    }
    expect(seriesBucketMinutes(DAY, 60)).toBe(60);
  });

  it('aligns buckets on whole multiples of their size in UTC', () => {
    expect(bucketStart(Date.UTC(2026, 2, 3, 10, 47), 15)).toBe(Date.UTC(2026, 2, 3, 10, 45));
    expect(bucketStart(Date.UTC(2026, 2, 3, 10, 47), 180)).toBe(Date.UTC(2026, 2, 3, 9));
  });
});
