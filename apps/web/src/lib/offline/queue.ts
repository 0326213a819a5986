import { get, update } from 'idb-keyval';
import { offlineStore, queueKey } from './db';
import { queueChanged } from './events';
import type { Operation, OperationState } from './types';

/** One user's queue as stored: the operations and the next sequence number. */
interface StoredQueue {
  nextSeq: number;
  operations: Operation[];
}

/** Sent operations kept for the screen's short log (more are kept while a waiting operation refers to them). */
export const SENT_LOG = 10;

const UNSENT: ReadonlySet<OperationState> = new Set(['waiting', 'sending', 'refused', 'blocked']);
export const isUnsent = (operation: Operation) => UNSENT.has(operation.state);
const bySeq = (a: Operation, b: Operation) => a.seq - b.seq;

/** A user's operations in the order they were done. Another user's are never read here. */
export async function listOperations(userId: number): Promise<Operation[]> {
  const stored = await get<StoredQueue>(queueKey(userId), offlineStore());
  return [...(stored?.operations ?? [])].sort(bySeq);
}

/**
 * Which operations wait with a refused one: an operation whose dependency (at any depth) is refused,
 * blocked or gone is blocked; one whose dependencies are fine again is waiting. Sent operations nothing
 * refers to any more are dropped beyond the last SENT_LOG.
 */
export function reconcile(operations: Operation[]): Operation[] {
  const sorted = [...operations].sort(bySeq);
  const byId = new Map(sorted.map((operation) => [operation.id, operation]));
  for (const [index, operation] of sorted.entries()) {
    if (operation.state !== 'waiting' && operation.state !== 'blocked') continue;
    const stuck = operation.dependsOn.some((id) => {
      const dependency = byId.get(id);
      return !dependency || dependency.state === 'refused' || dependency.state === 'blocked';
    });
    const state: OperationState = stuck ? 'blocked' : 'waiting';
    if (state !== operation.state) {
      const changed = { ...operation, state };
      sorted[index] = changed;
      byId.set(operation.id, changed);
    }
  }
  const needed = new Set(sorted.filter(isUnsent).flatMap((operation) => operation.dependsOn));
  const recentSent = new Set(
    sorted
      .filter((operation) => operation.state === 'sent')
      .sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0))
      .slice(0, SENT_LOG)
      .map((operation) => operation.id),
  );
  return sorted.filter((operation) => operation.state !== 'sent' || needed.has(operation.id) || recentSent.has(operation.id));
}

/** Changes a user's queue in one IndexedDB transaction, then reconciles it; answers the new list. */
export async function changeQueue(userId: number, change: (operations: Operation[], nextSeq: number) => { operations: Operation[]; nextSeq?: number }): Promise<Operation[]> {
  let result: Operation[] = [];
  await update<StoredQueue>(
    queueKey(userId),
    (stored) => {
      const current = stored ?? { nextSeq: 1, operations: [] };
      const next = change(current.operations, current.nextSeq);
      result = reconcile(next.operations);
      return { nextSeq: next.nextSeq ?? current.nextSeq, operations: result };
    },
    offlineStore(),
  );
  queueChanged();
  return result;
}

/** Changes one operation (if it is still there). */
export function changeOperation(userId: number, id: string, change: (operation: Operation) => Operation): Promise<Operation[]> {
  return changeQueue(userId, (operations) => ({ operations: operations.map((operation) => (operation.id === id ? change(operation) : operation)) }));
}

/** Adds an operation at the end of the order; its seq is given here, inside the same transaction. */
export async function addOperation(userId: number, draft: Omit<Operation, 'seq'>): Promise<Operation> {
  let added: Operation | null = null;
  await changeQueue(userId, (operations, nextSeq) => {
    added = { ...draft, seq: nextSeq };
    return { operations: [...operations, added], nextSeq: nextSeq + 1 };
  });
  return added!;
}

/** The operations that need this one, at any depth (a check-out of crates of a check-in of a new farmer). */
export function dependentsOf(operations: Operation[], id: string): Operation[] {
  const found = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const operation of operations) {
      if (!found.has(operation.id) && operation.dependsOn.some((dependency) => found.has(dependency))) {
        found.add(operation.id);
        grew = true;
      }
    }
  }
  found.delete(id);
  return operations.filter((operation) => found.has(operation.id));
}

/** Forgets an operation and every operation that needs it (they could never be sent); answers what went. */
export async function discardOperation(userId: number, id: string): Promise<string[]> {
  let removed: string[] = [];
  await changeQueue(userId, (operations) => {
    const target = operations.find((operation) => operation.id === id);
    if (!target || target.state === 'sending' || target.state === 'sent') return { operations };
    removed = [id, ...dependentsOf(operations, id).filter(isUnsent).map((operation) => operation.id)];
    return { operations: operations.filter((operation) => !removed.includes(operation.id)) };
  });
  return removed;
}

/** A refused operation goes back to waiting, to be tried at once (the same key: the server answers a replay). */
export function resendOperation(userId: number, id: string, changes: Partial<Pick<Operation, 'body' | 'key' | 'summary'>> = {}): Promise<Operation[]> {
  return changeOperation(userId, id, (operation) => {
    if (operation.state !== 'refused') return operation;
    const resent: Operation = { ...operation, ...changes, state: 'waiting', attempts: 0, nextTryAt: 0 };
    delete resent.refusal;
    return resent;
  });
}
