import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, type Owing } from './allocate';

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const owing = (id: number, day: number, totalMinor: number, paidMinor = 0): Owing => ({ id, time: at(day), totalMinor, paidMinor });
const toCheckOut = (checkOutId: number, amountMinor: number) => ({ checkOutId, openingBalanceId: null, amountMinor });

describe('allocateOldestFirst', () => {
  it('fills the oldest check-out first, whatever order they come in, and stops inside the one where the money runs out', () => {
    const checkOuts = [owing(3, 20, 1_000), owing(1, 5, 2_500, 500), owing(2, 10, 3_000)];
    expect(allocateOldestFirst(checkOuts, 3_200)).toEqual([toCheckOut(1, 2_000), toCheckOut(2, 1_200)]);
  });

  it('breaks a tie in time by id, skips what owes nothing, and covers everything owed exactly', () => {
    const checkOuts = [owing(9, 1, 700), owing(4, 1, 300), owing(5, 1, 400, 400)];
    expect(allocateOldestFirst(checkOuts, 1_000)).toEqual([toCheckOut(4, 300), toCheckOut(9, 700)]);
  });

  it('puts the opening balance in its place by date: first when older, first at the same moment, after an older check-out', () => {
    const opening = { ...owing(1, 10, 5_000, 1_000), openingBalance: true };
    // older than the check-outs: it takes the money first (4,000 left on it), then check-out 2
    expect(allocateOldestFirst([owing(2, 12, 3_000), opening], 4_500)).toEqual([{ checkOutId: null, openingBalanceId: 1, amountMinor: 4_000 }, toCheckOut(2, 500)]);
    // same moment as check-out 1 (same id too): the opening balance first
    expect(allocateOldestFirst([owing(1, 10, 3_000), opening], 4_000)).toEqual([{ checkOutId: null, openingBalanceId: 1, amountMinor: 4_000 }]);
    // a check-out older than the opening balance's day is paid before it
    expect(allocateOldestFirst([opening, owing(7, 3, 600)], 1_000)).toEqual([toCheckOut(7, 600), { checkOutId: null, openingBalanceId: 1, amountMinor: 400 }]);
  });
});
