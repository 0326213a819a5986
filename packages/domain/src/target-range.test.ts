import { describe, expect, it } from 'vitest';
import { cropById } from './crops';
import { outsideTarget, roomTargetRange } from './target-range';

describe('a room target range', () => {
  it('is the intersection of the stored crops ranges', () => {
    expect(roomTargetRange([{ min: 0, max: 10 }, { min: 4, max: 12 }, null])).toEqual({ kind: 'range', min: 4, max: 10 });
  });
  it('is none without a known range and a conflict when the ranges do not meet', () => {
    expect(roomTargetRange([])).toEqual({ kind: 'none' });
    expect(roomTargetRange([null, undefined])).toEqual({ kind: 'none' });
    const banana = cropById('banana')?.temperature_c;
    const apple = cropById('apple')?.temperature_c;
    expect(banana && apple).toBeTruthy();
    expect(roomTargetRange([banana, apple])).toEqual({ kind: 'conflict' });
  });
  it('marks readings outside the range, its ends inside', () => {
    const range = roomTargetRange([{ min: 12, max: 15 }]);
    expect([11.9, 12, 15, 15.1].map((t) => outsideTarget(range, t))).toEqual([true, false, false, true]);
    expect(outsideTarget({ kind: 'conflict' }, 40)).toBe(false);
    expect(outsideTarget({ kind: 'none' }, 40)).toBe(false);
  });
});
