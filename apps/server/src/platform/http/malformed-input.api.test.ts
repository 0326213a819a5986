/**
 * Malformed input for every operation of the OpenAPI document, from every role and anonymously: missing,
 * extra and wrongly typed fields, NUL and lone surrogates in every text field and parameter, numbers beyond
 * their range (1e308, NaN tokens), 1 MB texts, bad ids, wrong content types and broken JSON. No answer may
 * be a 5xx; every error has the one shape, quotes nothing of the request, and names the field where there is
 * one. The requests are derived from the document, so an operation added later is covered unedited. A fixed
 * seed picks the samples: every bad input of an operation is sent once (by a role that gets past the
 * access check), and every role sends a few of every operation's.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { badInputsFor, baseDraft, type BadInput, type Draft } from '../../../test/malformed/bad-inputs';
import { judge } from '../../../test/malformed/judge';
import { nonNull, operationsOf, type JsonSchema, type OpenApiDocument, type Operation } from '../../../test/malformed/openapi';
import { seededRandom, type SeededRandom } from '../../../test/malformed/seeded';
import { buildWorld, ROLES, type RoleName } from '../../../test/malformed/world';

const SEED = 20_251_111;
/** Bad inputs each role sends per operation besides the ones spread over the roles that get through. */
const PER_ROLE = 2;

const t = await createTestApp();
const world = await buildWorld(t.app, t.database.db);
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
const operations = operationsOf(doc);
afterAll(() => t.close());

function render(op: Operation, draft: Draft, headers: Record<string, string>, random: SeededRandom): InjectOptions {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.params[name] ?? '1');
  const query = draft.query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  if (draft.rawQuery) query.push(draft.rawQuery);
  const body = draft.body && ('json' in draft.body ? { payload: JSON.stringify(draft.body.json), type: 'application/json' } : { payload: draft.body.raw, type: draft.body.contentType });
  return {
    method: op.method as InjectOptions['method'],
    url: query.length > 0 ? `${path}?${query.join('&')}` : path,
    // Another (loopback) address per request, so the per-address limits of public endpoints do not end the run.
    remoteAddress: `127.${1 + Math.floor(random.next() * 250)}.${Math.floor(random.next() * 256)}.${Math.floor(random.next() * 256)}`,
    headers: { ...headers, 'idempotency-key': `fuzz-${Math.floor(random.next() * 1e12)}`, ...(body ? { 'content-type': body.type } : {}) },
    ...(body ? { payload: body.payload } : {}),
  };
}

/** Roles that get past the access check: asked with a canonical id nobody has and a body of the wrong type. */
async function rolesThrough(op: Operation, base: Draft, sessions: Record<RoleName, Record<string, string>>, random: SeededRandom) {
  const probe: Draft = {
    ...base,
    params: Object.fromEntries(Object.keys(base.params).map((name) => [name, '9007199254740990'])),
    ...(op.body ? { body: { json: [] } } : {}),
  };
  const through: RoleName[] = [];
  for (const role of ROLES) {
    const answer = await t.app.inject(render(op, probe, sessions[role], random));
    if (answer.statusCode !== 401 && answer.statusCode !== 403) through.push(role);
  }
  return through.length > 0 ? random.sample(through, through.length) : [...ROLES];
}

function seedOf(text: string): number {
  let hash = SEED;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

describe('malformed input, derived from the OpenAPI document', () => {
  it('reads the operations of the document', () => {
    expect(operations.map((op) => op.id)).toEqual(
      expect.arrayContaining(['POST /api/operation/v1/check-ins/', 'GET /api/user/v1/farmers/', 'PUT /api/user/v1/users/{id}/', 'POST /api/user/v1/reset-password/']),
    );
  });

  it('finds bounds on every field a request carries (text length, number range, list length)', () => {
    const unbounded = operations.flatMap((op) => [
      ...op.pathParams.concat(op.query).flatMap((p) => unboundedIn(p.schema, `${op.id} ${p.name}`)),
      ...(op.body?.schema ? unboundedIn(op.body.schema, `${op.id} body`) : []),
    ]);
    expect(unbounded).toEqual([]);
  });

  it.each(operations.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const random = seededRandom(seedOf(op.id));
    const base = baseDraft(op, world.hint, world.pathValue);
    const inputs = badInputsFor(op, base, random);
    const sessions = await world.sessions();
    const through = await rolesThrough(op, base, sessions, random);
    const plan: [RoleName, BadInput][] = inputs.map((input, i) => [through[i % through.length]!, input]);
    for (const role of ROLES) for (const input of random.sample(inputs, PER_ROLE)) plan.push([role, input]);

    const failures: string[] = [];
    for (const [role, input] of plan) {
      const answer = await t.app.inject(render(op, input.draft, sessions[role], random));
      const problem = judge(input, answer);
      if (problem) failures.push(`${role}, ${input.label}: ${problem} (${answer.statusCode} ${answer.body.slice(0, 160)})`);
    }
    expect(failures).toEqual([]);
  });
});

/** Fields without a documented bound: text without maxLength, numbers without both ends, lists without maxItems. */
function unboundedIn(schema: JsonSchema, where: string): string[] {
  const s = nonNull(schema);
  const branches = s.anyOf ?? s.oneOf ?? s.allOf;
  if (branches) return branches.flatMap((branch) => unboundedIn(branch, where));
  switch (s.type) {
    case 'object':
      return Object.entries(s.properties ?? {}).flatMap(([key, child]) => unboundedIn(child, `${where}.${key}`));
    case 'array':
      return [...(s.maxItems === undefined ? [`${where}: no maxItems`] : []), ...unboundedIn(s.items ?? {}, `${where}[]`)];
    case 'integer':
    case 'number':
      return s.minimum === undefined || s.maximum === undefined ? [`${where}: no minimum or maximum`] : [];
    case 'string':
      return s.enum || s.maxLength !== undefined || s.format === 'date' || s.format === 'date-time' ? [] : [`${where}: no maxLength`];
    default:
      return [];
  }
}
