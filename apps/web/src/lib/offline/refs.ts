import type { OperationRef } from './types';

/**
 * References from one queued operation to another's answer. A check-in of a farmer registered offline
 * has `farmer_id: ref(farmerOpId, 'id')`; a check-out of a queued check-in's crate has
 * `crate_id: ref(checkInOpId, 'lots.0.crates.2.id')`. They are replaced by the real values just before
 * the operation is sent, once the operation they point at has its answer.
 */
export function ref(operationId: string, path: string): OperationRef {
  return { $ref: operationId, path };
}

export function isRef(value: unknown): value is OperationRef {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const candidate = value as Partial<OperationRef>;
  return keys.length === 2 && typeof candidate.$ref === 'string' && typeof candidate.path === 'string';
}

/** The ids of the operations a body refers to, each once. */
export function refsIn(body: unknown): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (isRef(value)) ids.add(value.$ref);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(body);
  return [...ids];
}

/** The value at a dot path ("lots.0.crates.1.id") of an answer, or undefined when it is not there. */
export function valueAt(answer: unknown, path: string): unknown {
  let value = answer;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export class UnresolvedRefError extends Error {
  constructor(readonly ref: OperationRef) {
    super(`No answer holds ${ref.path} of operation ${ref.$ref}`);
    this.name = 'UnresolvedRefError';
  }
}

/** A copy of the body with every reference replaced by its value; throws UnresolvedRefError when one is missing. */
export function resolveRefs<T>(body: T, answerOf: (operationId: string) => unknown): T {
  const walk = (value: unknown): unknown => {
    if (isRef(value)) {
      const resolved = valueAt(answerOf(value.$ref), value.path);
      if (resolved === undefined) throw new UnresolvedRefError(value);
      return resolved;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(body) as T;
}
