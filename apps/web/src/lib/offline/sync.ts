import { IDEMPOTENCY_HEADER } from '@coldroom/contract';
import { getStoredUser } from '../session';
import { retryDelay } from './backoff';
import { topUpCodes } from './codes';
import { sendJson, type Send } from './http';
import { changeOperation, changeQueue, listOperations } from './queue';
import { resolveRefs, UnresolvedRefError } from './refs';
import type { Operation } from './types';

/**
 * Sends a user's queue in the order it was done (domain-rules §10). A network failure (or a busy server)
 * ends the round and the operation waits, tried again later with a growing wait; a refusal is kept for the
 * operator and the round goes on, except for the operations that need the refused one (reconcile blocks
 * them); 401 ends the round and keeps everything until that same user logs in again.
 */
export type RoundResult = 'done' | 'offline' | 'session_over' | 'not_now' | 'other_user';

export interface RoundOptions {
  send?: Send;
  now?: () => number;
  random?: () => number;
  /** The operator asked (Sync now, Retry) or the network came back: ignore the waits of backoff. */
  force?: boolean;
  /** Told after each operation sent, refused or failed. */
  onProgress?: (done: number, total: number) => void;
}

export interface RoundReport {
  result: RoundResult;
  /** When the next try is due (ms since epoch), after a network failure or a wait not over. */
  retryAt?: number;
  /** The server answered at least one operation this round (a round with nothing to send proves nothing). */
  reached?: boolean;
}

/** Network down, server overloaded or failing: not the operation's fault, so it waits and is tried again. */
const isTransient = (status: number) => status === 0 || status === 429 || status >= 500;

const currentUserId = () => getStoredUser()?.id;

export async function syncRound(userId: number, options: RoundOptions = {}): Promise<RoundReport> {
  const { send = sendJson, now = Date.now, random = Math.random, force = false, onProgress } = options;
  // An operation left `sending` by a closed page may or may not have arrived: its key makes a resend safe.
  let operations = await changeQueue(userId, (list) => ({ operations: list.map((operation) => (operation.state === 'sending' ? { ...operation, state: 'waiting' } : operation)) }));
  const tried = new Set<string>();
  let reached = false;
  const total = operations.filter((operation) => operation.state === 'waiting').length;
  for (;;) {
    const operation = operations.find((candidate) => candidate.state === 'waiting' && !tried.has(candidate.id));
    if (!operation) break;
    tried.add(operation.id);
    if (currentUserId() !== userId) return { result: 'other_user' };
    if (!force && operation.nextTryAt > now()) return { result: 'not_now', retryAt: operation.nextTryAt };
    const answers = new Map(operations.map((candidate) => [candidate.id, candidate]));
    // A dependency not sent yet (it should have been, being earlier) keeps this one for a later round.
    if (operation.dependsOn.some((id) => answers.get(id)?.state !== 'sent')) continue;
    let body: Record<string, unknown>;
    try {
      body = resolveRefs(operation.body, (id) => answers.get(id)?.result);
    } catch (error) {
      if (!(error instanceof UnresolvedRefError)) throw error;
      operations = await changeOperation(userId, operation.id, (current) => ({
        ...current,
        state: 'refused',
        refusal: { status: 0, code: 'reference_missing', message: error.message },
      }));
      onProgress?.(tried.size, total);
      continue;
    }
    await changeOperation(userId, operation.id, (current) => ({ ...current, state: 'sending' }));
    const outcome = await send({ method: operation.method, path: operation.path, body, headers: { [IDEMPOTENCY_HEADER]: operation.key } });
    if (outcome.status !== 0) reached = true;
    if (outcome.ok) {
      operations = await changeOperation(userId, operation.id, (current) => ({ ...current, state: 'sent', result: outcome.body, sentAt: now(), attempts: 0 }));
    } else if (isTransient(outcome.status)) {
      const attempts = operation.attempts + 1;
      const retryAt = now() + Math.max(retryDelay(attempts, random), (outcome.retryAfterSeconds ?? 0) * 1000);
      await changeOperation(userId, operation.id, (current) => ({ ...current, state: 'waiting', attempts, nextTryAt: retryAt }));
      onProgress?.(tried.size, total);
      return { result: 'offline', retryAt, reached };
    } else if (outcome.status === 401) {
      await changeOperation(userId, operation.id, (current) => ({ ...current, state: 'waiting' }));
      return { result: 'session_over' };
    } else {
      operations = await changeOperation(userId, operation.id, (current) => ({ ...current, state: 'refused', refusal: outcome.refusal }));
    }
    onProgress?.(tried.size, total);
  }
  // Online and logged in: a good moment to reserve codes for the next time the network is gone.
  if (currentUserId() === userId) await topUpCodes(userId, send, now);
  return { result: 'done', reached };
}

/** The unsent operations of a user, for counts. */
export async function unsentCounts(userId: number): Promise<{ waiting: number; refused: number }> {
  const operations = await listOperations(userId);
  return {
    waiting: operations.filter((operation) => operation.state === 'waiting' || operation.state === 'sending' || operation.state === 'blocked').length,
    refused: operations.filter((operation) => operation.state === 'refused').length,
  };
}

export type { Operation };
