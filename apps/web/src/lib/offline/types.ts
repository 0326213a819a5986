/** What the device queues while offline (domain-rules §10) and how each operation stands. */

export type OperationKind = 'check_in' | 'check_out' | 'reading' | 'farmer';

/**
 * waiting: to be sent (again); sending: on its way now; refused: the server said no, the operator decides;
 * blocked: depends on a refused or blocked operation and waits with it; sent: done, kept a little while
 * for the operations that refer to its answer and for the screen's short log.
 */
export type OperationState = 'waiting' | 'sending' | 'refused' | 'blocked' | 'sent';

/** The server's refusal as its error body gives it (domain-rules §9), `details` included. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
}

/** What the operation is, for people: the sync screen and the discard question show it. */
export interface OperationSummary {
  farmer?: string;
  crop?: string;
  crates?: number;
  room?: string;
  /** The movement code the farmer was shown (filled in by enqueue for movements). */
  code?: string;
  /** The total the device showed (check-out), in minor units of `currency`. */
  amountMinor?: number;
  currency?: string;
}

/** A reference, inside a body, to a value of an earlier operation's answer ("lots.0.crates.2.id"). */
export interface OperationRef {
  $ref: string;
  path: string;
}

export interface Operation {
  /** A UUID made on the device; the queue's name for the operation, and what `$ref` points at. */
  id: string;
  /** The Idempotency-Key sent with it: the id, or a new key once the operator changed the body. */
  key: string;
  userId: number;
  kind: OperationKind;
  method: 'POST';
  path: string;
  /** The JSON body, `offline` included; may hold OperationRefs that are resolved just before sending. */
  body: Record<string, unknown>;
  /** When it was done on the device (ISO, as `offline.done_at`). */
  doneAt: string;
  /** Order done on this device for this user: operations are sent in this order. */
  seq: number;
  /** Operations this one needs sent first (the ones its refs point at, and any the form named). */
  dependsOn: string[];
  summary: OperationSummary;
  state: OperationState;
  /** Failed tries (network down, server busy) since the last success or resend. */
  attempts: number;
  /** Not to be tried before this moment (ms since epoch) unless the operator asks. */
  nextTryAt: number;
  refusal?: Refusal;
  /** The server's answer once sent. */
  result?: unknown;
  sentAt?: number;
}
