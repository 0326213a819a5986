import type { z } from 'zod';
import { errors } from './errors';
import { refuseUnsafeText } from './http/input-rules';

/**
 * Validates a value the route could not declare as its body schema (multipart forms, bodies with two
 * forms), answering like route validation does: 400 invalid_input naming every bad field by dotted path.
 * The input rules of every request (no NUL, no lone surrogate) come first, as for declared bodies.
 */
export function parseOrInvalid<T extends z.ZodTypeAny>(schema: T, input: unknown): z.output<T> {
  refuseUnsafeText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    if (fields[name]) continue;
    const absent = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
    fields[name] = absent ? 'required' : issue.message;
  }
  throw errors.invalidInput(fields);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}
