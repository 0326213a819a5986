/** What a check-out, or the farmer's opening balance, still owes, as a payment sees it. */
export interface Owing {
  id: number;
  /** A check-out's time; an opening balance's: the start of the day it was owed from, in the company's zone. */
  time: Date;
  totalMinor: number;
  paidMinor: number;
  /** The opening balance (docs/import-rules.md) rather than a check-out. */
  openingBalance?: boolean;
}

/** What a payment puts on one check-out or on the opening balance (the other id is null). */
export interface Allocation {
  checkOutId: number | null;
  openingBalanceId: number | null;
  amountMinor: number;
}

/**
 * Spreads `amount` over what is owed oldest first (time; at the same time the opening balance first, then
 * check-outs by id), each taking at most what it still owes; a part payment stops inside the one where the
 * money runs out (domain-rules §11). The caller has checked that the amount is at most what they owe together.
 */
export function allocateOldestFirst(owed: readonly Owing[], amount: number): Allocation[] {
  const rank = (item: Owing) => (item.openingBalance ? 0 : 1);
  const ordered = [...owed].sort((a, b) => a.time.getTime() - b.time.getTime() || rank(a) - rank(b) || a.id - b.id);
  const allocations: Allocation[] = [];
  let left = amount;
  for (const item of ordered) {
    if (left === 0) break;
    const take = Math.min(left, item.totalMinor - item.paidMinor);
    if (take <= 0) continue;
    allocations.push({ checkOutId: item.openingBalance ? null : item.id, openingBalanceId: item.openingBalance ? item.id : null, amountMinor: take });
    left -= take;
  }
  return allocations;
}
