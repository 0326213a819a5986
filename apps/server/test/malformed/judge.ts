/** The rules every answer to a bad input keeps; returns what is wrong, or null. */
import { MARKER, type BadInput } from './bad-inputs';

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

export function judge(input: BadInput, answer: Answer): string | null {
  const { statusCode: status } = answer;
  if (status >= 500) return 'answered 5xx';
  if (status < 400) return input.expect === 'any' ? null : 'accepted it';

  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'the error is not JSON';
  }
  const problem = shapeProblem(body);
  if (problem) return problem;
  if (answer.body.includes(MARKER)) return 'the error quotes the request';
  const { code, fields } = (body as { error: { code: string; fields?: Record<string, string> } }).error;
  if (status !== 400 || code !== 'invalid_input') return null;
  const names = Object.keys(fields ?? {});
  if (names.length === 0) return input.badUrl ? null : 'invalid_input names no field';
  const target = input.target?.field;
  if (input.expect === 'named' && target && target !== 'body' && !names.some((name) => related(name, target))) {
    return `names ${names.join(', ')} instead of ${target}`;
  }
  return null;
}

/** `{"error": {"code", "message", "fields"?, "details"?}}` and nothing else (details: the figures of a refusal). */
function shapeProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the error is not an object';
  if (Object.keys(body).join() !== 'error') return 'the error body has other keys than "error"';
  const error = (body as { error: unknown }).error as Record<string, unknown> | null;
  if (!error || typeof error !== 'object') return 'error is not an object';
  const extra = Object.keys(error).filter((key) => !['code', 'message', 'fields', 'details'].includes(key));
  if (extra.length > 0) return `error has other keys: ${extra.join(', ')}`;
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return 'error.code or error.message is not text';
  if (error.fields === undefined) return null;
  const fields = error.fields as Record<string, unknown> | null;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return 'error.fields is not an object';
  return Object.values(fields).every((reason) => typeof reason === 'string') ? null : 'a field reason is not text';
}

/** The field itself, a part of it ("lots" → "lots.0.crop_id") or what holds it ("lots.0" for "lots.0.notes"). */
function related(name: string, target: string): boolean {
  return name === target || name.startsWith(`${target}.`) || target.startsWith(`${name}.`);
}
