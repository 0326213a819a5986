import { newIdempotencyKey } from '../idempotency';
import { syncNow } from './controller';
import { discardOperation, listOperations, resendOperation } from './queue';
import type { Operation } from './types';

/** What the sync screen lets the operator do with a refused operation (domain-rules §10). */

/** Codes whose operation cannot be sent again as it is: the operator must enter it again. */
export const ENTER_AGAIN: ReadonlySet<string> = new Set(['done_at_too_old', 'device_clock_wrong']);

export type Remedy = 'retry' | 'accept_amount' | 'enter_again';

/** Which action fits a refusal: the server's amount for amount_changed, none for a stale time, else a plain resend. */
export function remedyFor(operation: Operation): Remedy | null {
  if (operation.state !== 'refused' || !operation.refusal) return null;
  if (ENTER_AGAIN.has(operation.refusal.code)) return 'enter_again';
  if (operation.refusal.code === 'amount_changed' && typeof operation.refusal.details?.server_total_minor === 'number') return 'accept_amount';
  return 'retry';
}

/** Retry: send again now under the same key. */
export async function retryOperation(userId: number, id: string): Promise<void> {
  await resendOperation(userId, id);
  await syncNow();
}

/**
 * Change and resend, for amount_changed: the operator saw the server's total and accepts it. The check-out
 * goes again expecting that total, under a new key (the old key's answer was the refusal).
 */
export async function acceptServerAmount(userId: number, id: string): Promise<void> {
  const operation = (await listOperations(userId)).find((candidate) => candidate.id === id);
  const serverTotal = operation?.refusal?.details?.server_total_minor;
  if (!operation || typeof serverTotal !== 'number') return;
  const offline = { ...(operation.body.offline as Record<string, unknown>), expected_total_minor: serverTotal };
  await resendOperation(userId, id, { body: { ...operation.body, offline }, key: newIdempotencyKey(), summary: { ...operation.summary, amountMinor: serverTotal } });
  await syncNow();
}

/** Discard: the operation and what depends on it are forgotten; answers the ids removed. */
export function discard(userId: number, id: string): Promise<string[]> {
  return discardOperation(userId, id);
}
