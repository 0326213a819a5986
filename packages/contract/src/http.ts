/** Where the API lives and how the browser proves a request came from our own pages. */
export const API_PREFIX = '/api';

/**
 * CSRF (double submit, signed): the server sets a readable cookie holding the token; the web app copies it
 * into this header on every non-GET/HEAD request. Requests with no cookies at all (the native shell with a
 * bearer token) need no header.
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** Check-ins and check-outs carry this header so a replay returns the first answer (domain-rules §4). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAY_HEADER = 'Idempotent-Replayed';
