import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, type Owing } from './allocate';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const owing = (id: number, day: number, totalMinor: number, paidMinor = 0): Owing => ({ id, time: at(day), totalMinor, paidMinor });

describe('allocateOldestFirst', () => {
  it('fills the oldest check-out first, whatever order they come in, and stops inside the one where the money runs out', () => {
    const checkOuts = [owing(3, 20, 1_000), owing(1, 5, 2_500, 500), owing(2, 10, 3_000)];
    expect(allocateOldestFirst(checkOuts, 3_200)).toEqual([
      { checkOutId: 1, amountMinor: 2_000 },
      { checkOutId: 2, amountMinor: 1_200 },
    ]);
  });

  it('breaks a tie in time by id, skips what owes nothing, and covers everything owed exactly', () => {
    const checkOuts = [owing(9, 1, 700), owing(4, 1, 300), owing(5, 1, 400, 400)];
    expect(allocateOldestFirst(checkOuts, 1_000)).toEqual([
      { checkOutId: 4, amountMinor: 300 },
      { checkOutId: 9, amountMinor: 700 },
    ]);
  });
});
