import { describe, expect, it } from 'vitest';
import { offsetPieces } from './local-days';

describe('offsetPieces', () => {
  it('is one piece in a zone without clock changes', () => {
    const start = new Date('2025-11-22T18:30:00Z');
    const end = new Date('2026-11-22T18:30:00Z');
    expect(offsetPieces(start, end, 'Asia/Kolkata')).toEqual([{ until: end, offsetMinutes: 330 }]);
  });

  it('splits at the exact instants the clocks change (EU rules: last Sundays of March and October, 01:00 UTC)', () => {
    const start = new Date('2025-12-31T23:00:00Z');
    const end = new Date('2026-12-31T23:00:00Z');
    expect(offsetPieces(start, end, 'Europe/Paris')).toEqual([
      { until: new Date('2026-03-29T01:00:00Z'), offsetMinutes: 60 },
      { until: new Date('2026-10-25T01:00:00Z'), offsetMinutes: 120 },
      { until: end, offsetMinutes: 60 },
    ]);
  });

  it('finds a change in the southern hemisphere too (Santiago, April 2026: -3 h to -4 h at 03:00 UTC)', () => {
    const pieces = offsetPieces(new Date('2026-03-01T03:00:00Z'), new Date('2026-05-01T04:00:00Z'), 'America/Santiago');
    expect(pieces.map((p) => p.offsetMinutes)).toEqual([-180, -240]);
    expect(pieces[0]!.until.toISOString()).toBe('2026-04-05T03:00:00.000Z');
  });
});
