/**
 * A valid-looking value for a JSON schema, so that a bad input changes one field of an otherwise sound
 * request and reaches as deep as it can. `hint` supplies what the schema cannot say (real ids, a phone
 * number, a crop); everything else follows the schema's own bounds.
 */
import { nonNull, type JsonSchema } from './openapi';

export type Hint = (name: string, schema: JsonSchema) => unknown;

export function sampleValue(schema: JsonSchema, name: string, hint: Hint): unknown {
  const hinted = hint(name, nonNull(schema));
  if (hinted !== undefined) return hinted;
  const s = nonNull(schema);
  if (s.enum) return s.enum.find((v) => v !== null);
  if (s.const !== undefined) return s.const;
  if (s.anyOf || s.oneOf) return sampleValue((s.anyOf ?? s.oneOf)![0]!, name, hint);
  if (s.allOf) return sampleValue(Object.assign({}, ...s.allOf) as JsonSchema, name, hint);
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([key, value]) => [key, sampleValue(value, key, hint)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => sampleValue(s.items ?? {}, name, hint));
    case 'integer':
    case 'number':
      return numberIn(s);
    case 'boolean':
      return false;
    case 'string':
      return stringFor(s);
    default:
      return 'text';
  }
}

/** 1 when the range allows it, else the nearest end of the range. */
function numberIn(s: JsonSchema): number {
  const low = lowest(s);
  const high = highest(s);
  if ((low === undefined || low <= 1) && (high === undefined || high >= 1)) return 1;
  return low ?? high!;
}

export function lowest(s: JsonSchema): number | undefined {
  if (typeof s.exclusiveMinimum === 'number') return s.type === 'integer' ? Math.floor(s.exclusiveMinimum) + 1 : s.exclusiveMinimum + 0.5;
  if (s.minimum === undefined) return undefined;
  if (s.exclusiveMinimum === true) return s.type === 'integer' ? Math.floor(s.minimum) + 1 : s.minimum + 0.5;
  return s.minimum;
}

export function highest(s: JsonSchema): number | undefined {
  if (typeof s.exclusiveMaximum === 'number') return s.type === 'integer' ? Math.ceil(s.exclusiveMaximum) - 1 : s.exclusiveMaximum - 0.5;
  if (s.maximum === undefined) return undefined;
  if (s.exclusiveMaximum === true) return s.type === 'integer' ? Math.ceil(s.maximum) - 1 : s.maximum - 0.5;
  return s.maximum;
}

const PATTERN_CANDIDATES = ['NG', 'NGN', '1', 'tomato', 'ABCD2345', 'a'];

function stringFor(s: JsonSchema): string {
  const today = new Date().toISOString();
  if (s.format === 'date') return today.slice(0, 10);
  if (s.format === 'date-time') return today;
  if (s.format === 'email') return 'fuzz@example.com';
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (fit) return fit;
  }
  const text = 'Fuzz'.padEnd(s.minLength ?? 0, 'x');
  return s.maxLength === undefined ? text : text.slice(0, Math.max(s.maxLength, s.minLength ?? 0));
}
