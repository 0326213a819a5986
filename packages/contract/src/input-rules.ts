/**
 * Rules every request obeys before any endpoint's own schema looks at it (the server applies them once,
 * to the path, the query, the body and form fields of every route; see the server's input-rules hook).
 *
 * Text: no NUL character (PostgreSQL text cannot hold it) and no UTF-16 surrogate without its partner (not
 * Unicode; it cannot be written as UTF-8). Both answer 400 `invalid_input` naming the field.
 */
import { z } from 'zod';

export const TEXT_PROBLEMS = ['nul_character', 'lone_surrogate'] as const;
export type TextProblem = (typeof TEXT_PROBLEMS)[number];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textProblem(value: string): TextProblem | null {
  if (value.includes('\u0000')) return 'nul_character';
  if (LONE_SURROGATE.test(value)) return 'lone_surrogate';
  return null;
}

/** At most this many bad fields are named in one answer. */
const MAX_NAMED = 20;
/** A key is named as sent when it looks like a field name; anything else is shown as `*` (never echoed). */
const PLAIN_KEY = /^[A-Za-z0-9_[\]-]{1,64}$/;
const MAX_PATH = 200;

/**
 * Every string (values and object keys) in a parsed request part, with what is wrong, by dotted path
 * ("lots.0.crates.1.tag"; a bad key itself is named by its parent path). Iterative, so no nesting depth can
 * overflow the stack. Empty when the part is clean.
 */
export function unsafeTextFields(value: unknown, prefix = ''): Record<string, TextProblem> {
  const found: Record<string, TextProblem> = {};
  let count = 0;
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0 && count < MAX_NAMED) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem && found[path || 'body'] === undefined) {
        found[path || 'body'] = problem;
        count += 1;
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Array.isArray(current) ? current.map((item, i) => [String(i), item] as const) : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      const keyProblem = textProblem(key);
      if (keyProblem && found[path || 'body'] === undefined) {
        found[path || 'body'] = keyProblem;
        count += 1;
      }
      const segment = PLAIN_KEY.test(key) ? key : '*';
      // Past a sane depth, a field is named by its ancestor (the name stays short).
      stack.push([item, path.length > MAX_PATH ? path : path ? `${path}.${segment}` : segment]);
    }
  }
  return found;
}

/**
 * An id in a path or a query string: a canonical decimal integer from 1 to 2^53 − 1 ("12"; not "012",
 * "+12", " 12", "1e3" or "12.0"), so that one id has one spelling.
 */
export const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;
export const idTextSchema = z
  .string()
  .max(16, { message: 'invalid_id' })
  .regex(CANONICAL_ID, { message: 'invalid_id' })
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), { message: 'invalid_id' });
