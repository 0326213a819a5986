import { newIdempotencyKey } from '../idempotency';
import { getStoredUser } from '../session';
import { takeCode } from './codes';
import { getDeviceId } from './deviceId';
import { addOperation } from './queue';
import { refsIn } from './refs';
import type { OperationKind, OperationSummary } from './types';

/** Movements carry a code from the device's block; the farmer is shown it at once. */
const MOVEMENTS: ReadonlySet<OperationKind> = new Set(['check_in', 'check_out']);

export interface EnqueueInput {
  kind: OperationKind;
  /** The endpoint's path, as the form would post it (e.g. `/operation/v1/check-ins/`). */
  path: string;
  /** The endpoint's normal body, without `offline`; values may be `ref(operationId, path)`. */
  body: Record<string, unknown>;
  /** Operations that must be sent first besides those the body refers to. */
  dependsOn?: string[];
  summary: OperationSummary;
  /** Check-out only, required there: the total after discount the device showed. */
  expectedTotalMinor?: number;
  /**
   * The Idempotency-Key of an earlier attempt of this very operation whose answer never came (the network
   * dropped mid-request). Sent with it, so if that attempt did reach the server nothing is done twice: the
   * server refuses the queued one as a different request under the same key (`idempotency_key_conflict`).
   */
  key?: string;
}

export interface Enqueued {
  id: string;
  /** The movement code to show the farmer (check-in, check-out). */
  code?: string;
  doneAt: string;
}

/** No reserved code is left for an offline movement: the form says "connect once to get more". */
export class NoOfflineCodesError extends Error {
  readonly code = 'no_offline_codes';
  constructor() {
    super('No offline codes left');
    this.name = 'NoOfflineCodesError';
  }
}

export class NotLoggedInError extends Error {
  constructor() {
    super('Only a logged-in user has a queue');
    this.name = 'NotLoggedInError';
  }
}

/**
 * Puts an operation done now on the device in the logged-in user's queue: fills `offline` (device id,
 * done_at, the movement's code, the check-out's expected total) and answers the operation's id (for refs
 * from later operations) and its code. Sync sends it when it can.
 */
export async function enqueue(input: EnqueueInput, now: Date = new Date()): Promise<Enqueued> {
  const userId = getStoredUser()?.id;
  if (userId === undefined) throw new NotLoggedInError();
  if (input.kind === 'check_out' && input.expectedTotalMinor === undefined) throw new Error('A queued check-out needs the total the device showed');
  const doneAt = now.toISOString();
  const offline: Record<string, unknown> = { device_id: getDeviceId(), done_at: doneAt };
  if (MOVEMENTS.has(input.kind)) {
    const reserved = await takeCode(userId, now.getTime());
    if (!reserved) throw new NoOfflineCodesError();
    // The code was reserved under this id; after a storage wipe the device has a new one.
    offline.device_id = reserved.deviceId;
    offline.code = reserved.code;
  }
  if (input.kind === 'check_out') offline.expected_total_minor = input.expectedTotalMinor;
  const id = newIdempotencyKey();
  const code = offline.code as string | undefined;
  await addOperation(userId, {
    id,
    key: input.key ?? id,
    userId,
    kind: input.kind,
    method: 'POST',
    path: input.path,
    body: { ...input.body, offline },
    doneAt,
    dependsOn: [...new Set([...(input.dependsOn ?? []), ...refsIn(input.body)])],
    summary: code ? { ...input.summary, code } : input.summary,
    state: 'waiting',
    attempts: 0,
    nextTryAt: 0,
  });
  return code ? { id, code, doneAt } : { id, doneAt };
}
