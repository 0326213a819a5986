import { describe, expect, it } from 'vitest';
import { readingSeriesQuerySchema } from './readings-series';

describe('the room chart’s query', () => {
  it('takes a preset or ISO times, nothing else', () => {
    expect(readingSeriesQuerySchema.parse({ range: '30d' })).toEqual({ range: '30d' });
    expect(readingSeriesQuerySchema.parse({ from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00+05:30' })).toMatchObject({ from: '2026-03-01T00:00:00Z' });
    expect(readingSeriesQuerySchema.parse({})).toEqual({});
    for (const bad of [{ range: '1y' }, { range: '' }, { from: '2026-03-01' }, { to: 'now' }]) {
      const result = readingSeriesQuerySchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('invalid');
    }
  });
});
