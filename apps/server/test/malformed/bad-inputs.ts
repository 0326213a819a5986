/**
 * Bad inputs for one operation of the OpenAPI document: each changes one thing of a sound request (one body
 * field, one query or path parameter, or the body as a whole) and says what the answer must be.
 */
import { nonNull, nullable, typeOf, type JsonSchema, type Operation } from './openapi';
import { highest, lowest, sampleValue, type Hint } from './sample-values';
import type { SeededRandom } from './seeded';

/** Put into every bad text, so a test can tell that no error answer quotes the request back. */
export const MARKER = 'Zq9ECHO';

export interface Draft {
  /** Path parameters as they go into the URL (already percent-encoded). */
  params: Record<string, string>;
  query: [string, string][];
  /** Appended to the query string as it is (percent-encodings that no encoder would produce). */
  rawQuery?: string;
  body?: { json: unknown } | { raw: string; contentType: string };
}

/**
 * - refused: never a success.
 * - named: refused, and a 400 invalid_input names the target field (itself, a part of it, or what holds it).
 * - any: a sound request or a harmless change; only the rules every answer keeps.
 */
export type Expectation = 'refused' | 'named' | 'any';

export interface BadInput {
  label: string;
  expect: Expectation;
  target?: { where: 'path' | 'query' | 'body'; field: string };
  /** A URL no router can read: a 400 without fields is right. */
  badUrl?: boolean;
  draft: Draft;
}

/** Path ids in every form that is not the canonical one, plus ids out of range. */
const BAD_IDS = ['0', '-1', 'abc', '1.5', '%201', '1%20', '01', '+1', '1e3', '0x10', '99999999999999999999', '9223372036854775808', '9007199254740992', MARKER];

export function baseDraft(op: Operation, hint: Hint, pathValue: (name: string, op: Operation) => string): Draft {
  const params = Object.fromEntries(op.pathParams.map((p) => [p.name, pathValue(p.name, op)]));
  const query = op.query.filter((p) => p.required).map((p): [string, string] => [p.name, String(sampleValue(p.schema, p.name, hint))]);
  const schema = op.body?.schema;
  return { params, query, ...(schema ? { body: { json: sampleValue(schema, 'body', hint) } } : {}) };
}

export function badInputsFor(op: Operation, base: Draft, random: SeededRandom): BadInput[] {
  const inputs: BadInput[] = [];
  const add = (input: BadInput) => inputs.push(input);
  if (op.method !== 'DELETE') add({ label: 'the sound request', expect: 'any', draft: base });

  for (const param of op.pathParams) {
    const at = (value: string): Draft => ({ ...base, params: { ...base.params, [param.name]: value } });
    // Path ids get every bad id form; a device id (digits alone are a valid one) gets those its pattern refuses.
    const pattern = param.name === 'device_id' && param.schema.pattern ? new RegExp(param.schema.pattern) : null;
    const badIds = pattern ? BAD_IDS.filter((id) => !pattern.test(decodeURIComponent(id))) : BAD_IDS;
    for (const id of random.sample(badIds, 5)) add({ label: `path ${param.name} = ${id}`, expect: 'refused', draft: at(id) });
    add({ label: `path ${param.name} of 120 digits`, expect: 'refused', draft: at('1'.repeat(120)) });
    add({ label: `path ${param.name} with NUL`, expect: 'named', target: { where: 'path', field: param.name }, draft: at('%00') });
    add({ label: `path ${param.name} with a lone surrogate`, expect: 'refused', badUrl: true, draft: at('%ED%A0%80') });
  }

  for (const param of op.query) inputs.push(...queryInputs(param.name, param.schema, base, random));
  if (op.body) inputs.push(...bodyInputs(op, base, random));
  return inputs;
}

function queryInputs(name: string, schema: JsonSchema, base: Draft, random: SeededRandom): BadInput[] {
  const others = base.query.filter(([key]) => key !== name);
  const target = { where: 'query' as const, field: name };
  const with_ = (value: string): Draft => ({ ...base, query: [...others, [name, value]] });
  const inputs: BadInput[] = [
    { label: `query ${name} with NUL`, expect: 'named', target, draft: with_(`${MARKER}\u0000`) },
    { label: `query ${name} with a lone surrogate`, expect: 'any', draft: { ...base, query: others, rawQuery: `${name}=%ED%A0%80` } },
  ];
  const s = nonNull(schema);
  const type = typeOf(schema);
  if (type) inputs.push({ label: `query ${name} given twice`, expect: 'named', target, draft: { ...base, query: [...others, [name, '1'], [name, '2']] } });
  const named = (label: string, value: string) => inputs.push({ label: `query ${name} = ${label}`, expect: 'named', target, draft: with_(value) });
  const any = (label: string, value: string) => inputs.push({ label: `query ${name} = ${label}`, expect: 'any', draft: with_(value) });

  if (type === 'integer' || type === 'number') {
    const [low, high] = [lowest(s), highest(s)];
    named('a word', MARKER);
    named('NaN', 'NaN');
    named('Infinity', random.pick(['Infinity', '-Infinity']));
    if (type === 'integer') named('1.5', '1.5');
    if (high !== undefined) {
      named('above its maximum', String(high + 1));
      any('its maximum', String(high));
      if (high < 1e308) named('1e308', '1e308');
    }
    if (low !== undefined) {
      named('below its minimum', String(low - 1));
      if (low > -1) named('-1', '-1');
    }
  } else if (type === 'string') {
    if (s.enum) named('not an option', `${MARKER}_option`);
    if (s.pattern) {
      const pattern = new RegExp(s.pattern);
      for (const bad of random.sample([...BAD_IDS.map(decodeURIComponent), ' 1', ''], 4).filter((v) => !pattern.test(v))) {
        // A schema may trim before it matches (the document cannot say so): spaces around a value are no fault.
        if (bad.trim() === bad) named(JSON.stringify(bad), bad);
        else any(JSON.stringify(bad), bad);
      }
    }
    if (s.format === 'date' || s.format === 'date-time') named('not a date', `${MARKER}-13-45`);
    if (s.maxLength !== undefined) {
      named('one character too long', MARKER.padEnd(s.maxLength + 1, 'x'));
      if (s.maxLength < 1e6) named('1 MB of text', MARKER + 'x'.repeat(1_000_000));
    }
  }
  return inputs;
}

interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every property of the body, at every depth (the first item of a list stands for all). */
function fieldsOf(schema: JsonSchema, value: unknown, path: string[] = []): Field[] {
  const s = nonNull(schema);
  const fields: Field[] = [];
  if (s.type === 'object' && s.properties && value && typeof value === 'object') {
    for (const [key, child] of Object.entries(s.properties)) {
      const childPath = [...path, key];
      fields.push({ path: childPath, schema: child, required: s.required?.includes(key) ?? false });
      fields.push(...fieldsOf(child, (value as Record<string, unknown>)[key], childPath));
    }
  } else if (s.type === 'array' && s.items && Array.isArray(value) && value.length > 0) {
    fields.push(...fieldsOf(s.items, value[0], [...path, '0']));
  }
  return fields;
}

const REMOVE = Symbol('remove');

function replaced(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, i) => (String(i) === head ? replaced(item, rest, next) : item));
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const child = replaced(copy[head], rest, next);
  if (child === REMOVE) delete copy[head];
  else copy[head] = child;
  return copy;
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], value);
}

const WRONG_TYPES: Record<string, unknown[]> = {
  string: [12345, true, { a: 1 }, ['x']],
  integer: ['12', true, { a: 1 }, [1]],
  number: ['12.5', false, { a: 1 }, [1]],
  boolean: ['true', 1, { a: 1 }],
  array: [MARKER, 3, { a: 1 }],
  object: [MARKER, 3, [1]],
};

function bodyInputs(op: Operation, base: Draft, random: SeededRandom): BadInput[] {
  const inputs: BadInput[] = [];
  const raw = (label: string, expect: Expectation, body: string, contentType: string) =>
    inputs.push({ label, expect, draft: { ...base, body: { raw: body, contentType } } });
  raw('a body that is not JSON', 'refused', `{"${MARKER}": `, 'application/json');
  raw('a text/plain body', 'refused', `${MARKER} plain text`, 'text/plain');
  raw('a form-urlencoded body', 'refused', `${MARKER}=1`, 'application/x-www-form-urlencoded');
  raw('a broken multipart body', 'refused', `--x\r\nContent-Disposition: form-data; name="${MARKER}"\r\n\r\nhalf`, 'multipart/form-data; boundary=x');
  raw('a body over 1 MiB', 'refused', JSON.stringify({ [MARKER]: 'x'.repeat(1_100_000) }), 'application/json');

  const schema = op.body?.schema;
  const json = base.body && 'json' in base.body ? base.body.json : undefined;
  if (!schema) return inputs;
  const whole = (label: string, expect: Expectation, body: unknown) =>
    inputs.push({ label, expect, ...(expect === 'named' ? { target: { where: 'body' as const, field: 'body' } } : {}), draft: { ...base, body: { json: body } } });
  const isObject = nonNull(schema).type === 'object';
  if (isObject) {
    whole('a body that is a list', 'refused', [json]);
    whole('a body that is a number', 'refused', 42);
    whole('an extra field', 'any', { ...(json as object), unexpected_field: MARKER });
    if ((nonNull(schema).required ?? []).length > 0) whole('an empty object', 'refused', {});
  }
  inputs.push({ label: 'no body at all', expect: 'any', draft: { ...base, body: undefined } });

  const fields = fieldsOf(schema, json);
  const numeric = fields.find((f) => ['integer', 'number'].includes(typeOf(f.schema) ?? ''));
  if (numeric) {
    const withToken = JSON.stringify(replaced(json, numeric.path, '__NUMBER__')).replace('"__NUMBER__"', random.pick(['NaN', 'Infinity', '-Infinity']));
    raw(`${numeric.path.join('.')} = a NaN/Infinity token`, 'refused', withToken, 'application/json');
  }
  for (const field of fields) inputs.push(...fieldInputs(field, json, base, random));
  return inputs;
}

function fieldInputs(field: Field, json: unknown, base: Draft, random: SeededRandom): BadInput[] {
  const name = field.path.join('.');
  const target = { where: 'body' as const, field: name };
  const inputs: BadInput[] = [];
  const set = (label: string, expect: Expectation, value: unknown) =>
    inputs.push({ label: `${name} = ${label}`, expect, ...(expect === 'named' ? { target } : {}), draft: { ...base, body: { json: replaced(json, field.path, value) } } });
  const s = nonNull(field.schema);
  const type = typeOf(field.schema);

  set('text with NUL', 'named', `${MARKER}\u0000`);
  set('text with a lone surrogate', 'named', `${MARKER}\uD800`);
  if (field.required) set('missing', 'named', REMOVE);
  if (type && !nullable(field.schema)) set('null', 'named', null);
  if (type && WRONG_TYPES[type]) set('a value of the wrong type', 'named', random.pick(WRONG_TYPES[type]));

  if (type === 'integer' || type === 'number') {
    const [low, high] = [lowest(s), highest(s)];
    const beyond = (value: number) => (high !== undefined && value > high) || (low !== undefined && value < low);
    for (const value of [1e308, -1e308, 1e23, -1]) set(String(value), beyond(value) ? 'named' : 'any', value);
    if (high !== undefined) {
      set('one above its maximum', 'named', high + 1);
      set('its maximum', 'any', high);
    }
    if (low !== undefined) {
      set('one below its minimum', 'named', low - 1);
      set('its minimum', 'any', low);
    }
    if (type === 'integer') set('1.5', 'named', 1.5);
  }
  if (type === 'string') {
    if (s.enum) set('not an option', 'named', `${MARKER}_option`);
    if (s.maxLength !== undefined) {
      set('one character too long', 'named', MARKER.padEnd(s.maxLength + 1, 'x'));
      set('as long as allowed', 'any', MARKER.padEnd(s.maxLength, 'x'));
    }
    set('1 MB of text', s.maxLength !== undefined && s.maxLength < 1e6 ? 'named' : 'any', MARKER + 'x'.repeat(1_000_000));
    if (s.pattern && !new RegExp(s.pattern).test(`${MARKER}!`)) set('off its pattern', 'named', `${MARKER}!`);
    if (s.format === 'date' || s.format === 'date-time') set('not a date', 'named', `${MARKER}-13-45`);
    if (s.format === 'email') set('not an email', 'named', `${MARKER}-no-at-sign`);
  }
  if (type === 'array') {
    const item = (valueAt(json, field.path) as unknown[] | undefined)?.[0] ?? null;
    if (s.maxItems !== undefined && s.maxItems <= 10_000) set('one item too many', 'named', Array.from({ length: s.maxItems + 1 }, () => item));
    if ((s.minItems ?? 0) > 0) set('an empty list', 'named', []);
  }
  return inputs;
}
