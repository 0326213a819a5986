/** What a check-out still owes, as a payment sees it. */
export interface Owing {
  id: number;
  time: Date;
  totalMinor: number;
  paidMinor: number;
}

/**
 * Spreads `amount` over the check-outs oldest first (time, then id), each taking at most what it still
 * owes; a part payment stops inside the check-out where the money runs out (domain-rules §11). The caller
 * has checked that the amount is at most what they owe together.
 */
export function allocateOldestFirst(checkOuts: readonly Owing[], amount: number): { checkOutId: number; amountMinor: number }[] {
  const ordered = [...checkOuts].sort((a, b) => a.time.getTime() - b.time.getTime() || a.id - b.id);
  const allocations: { checkOutId: number; amountMinor: number }[] = [];
  let left = amount;
  for (const checkOut of ordered) {
    if (left === 0) break;
    const take = Math.min(left, checkOut.totalMinor - checkOut.paidMinor);
    if (take <= 0) continue;
    allocations.push({ checkOutId: checkOut.id, amountMinor: take });
    left -= take;
  }
  return allocations;
}
