import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLog, idempotencyKeys } from '../db/schema';
import { statementOnce } from '../db/prepared';
import { rowsOf } from '../modules/occupancy/queries';
import { buildApp } from '../app';
import { freshDatabase, testConfig } from '../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../test/factories';
import type { Database } from '../db/client';
import { recordAudit } from './audit';
import { replyWithAnswer, RunAgain, storedAnswerInsertSql, storedAnswerSql, throwIfReplay, withIdempotency } from './idempotency';
import { actorOf } from './policy';
import { errors } from './errors';

let database: Database;
let dispose: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
let operator: Session;
let calls = 0;
let storingCalls = 0;

/** A stand-in's last statement: an audit row and, with it, the stored answer's row (storeInRun). */
const auditAndAnswer = statementOnce(
  'test_audit_and_answer',
  () => sql`with a as (insert into audit_log (company_id, actor_user_id, action, entity_type, entity_id, details)
      values (${sql.placeholder('companyId')}::bigint, ${sql.placeholder('userId')}::bigint, 'test.store_in_run', 'test', '1', ${sql.placeholder('details')}::jsonb)
      returning id), ik as (${storedAnswerInsertSql(sql`exists (select 1 from a)`)})
    select count(*)::int as n from a`,
);

beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
  await database.migrate();
  app = await buildApp(testConfig(), database, { logger: false });
  // A stand-in for the check-in create that later issues build on this helper.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/creates/',
    { config: { access: ['Operator'] }, schema: { body: z.object({ crates: z.number().int() }) } },
    async (request, reply) =>
      withIdempotency(database.db, request, reply, async (tx) => {
        calls += 1;
        if (request.body.crates < 0) throw errors.businessRule('negative');
        await recordAudit(tx, actorOf(request), { action: 'test.create', entityType: 'test', details: { crates: request.body.crates } });
        return { status: 201, body: { created: calls, crates: request.body.crates } };
      }),
  );
  // A stand-in for a create that stores its answer with its own last statement and may ask to run again.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/creates-storing/',
    { config: { access: ['Operator'] }, schema: { body: z.object({ crates: z.number().int(), again: z.number().int() }) } },
    async (request, reply) =>
      withIdempotency(
        database.db,
        request,
        reply,
        async (tx, key) => {
          // Its first statement looks the key up (lookupInRun).
          const [found] = rowsOf<{ replay: string | null }>(await tx.execute(sql`select ${storedAnswerSql(key!)} as replay`));
          throwIfReplay(found?.replay);
          storingCalls += 1;
          const actor = actorOf(request);
          const body = { created: storingCalls, crates: request.body.crates };
          await recordAudit(tx, actor, { action: 'test.before_store', entityType: 'test', details: { crates: request.body.crates } });
          // A run that finds it must start over: what it wrote is rolled back.
          if (storingCalls <= request.body.again) throw new RunAgain(3, 'ran out of tries');
          await key!.storeInRun!.commitWith((tx) =>
            auditAndAnswer(tx, 'x', { companyId: actor.companyId, userId: actor.userId, details: JSON.stringify({ crates: request.body.crates }), ...key!.storeInRun!.answer(201, body) }),
          );
          return { status: 201, body };
        },
        { required: true, lookupInRun: true },
      ),
  );
  // A stand-in for a create whose answer is serialised once (serializeOnce): its schema drops `secret`, and
  // refuses a negative count (the route's serializer fails).
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/creates-once/',
    {
      config: { access: ['Operator'] },
      schema: { body: z.object({ crates: z.number().int() }), response: { 201: z.object({ crates: z.number().int().min(0), note: z.string() }) } },
    },
    async (request, reply) =>
      replyWithAnswer(
        reply,
        await withIdempotency(
          database.db,
          request,
          reply,
          async () => ({ status: 201, body: { secret: 'not in the schema', crates: request.body.crates, note: 'é « » \u2028' } }),
          { required: true, serializeOnce: true },
        ),
      ),
  );
  await app.ready();
  operator = await logIn(app, (await createCompanyWithStaff(database.db)).operator);
});
afterAll(async () => {
  await app.close();
  await database.close();
  await dispose();
});

const create = (key: string | undefined, crates: number) =>
  app.inject({
    method: 'POST',
    url: '/api/test/creates/',
    headers: { ...operator.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { crates },
  });

describe('Idempotency-Key', () => {
  it('is required', async () => {
    const response = await create(undefined, 3);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('idempotency_key_required');
  });

  it('replays the first answer and creates nothing new', async () => {
    const first = await create('key-replay-0001', 4);
    expect(first.statusCode).toBe(201);
    const again = await create('key-replay-0001', 4);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.create'));
    expect(rows.filter((r) => r.details.crates === 4)).toHaveLength(1);
  });

  it('refuses the same key with a different request', async () => {
    await create('key-conflict-01', 5);
    const response = await create('key-conflict-01', 6);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('idempotency_key_conflict');
  });

  it('does not store failures, so the request can be retried', async () => {
    expect((await create('key-failure-01', -1)).statusCode).toBe(422);
    const before = calls;
    expect((await create('key-failure-01', -1)).statusCode).toBe(422);
    expect(calls).toBe(before + 1);
  });

  it('creates once when two identical requests race', async () => {
    const [a, b] = await Promise.all([create('key-race-000001', 7), create('key-race-000001', 7)]);
    expect(a.json()).toEqual(b.json());
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.create'));
    expect(rows.filter((r) => r.details.crates === 7)).toHaveLength(1);
  });

  it('keeps the answer a run stored with its own last statement, and runs again (in a new transaction) a run that asks', async () => {
    const storing = (key: string, crates: number, again: number) =>
      app.inject({ method: 'POST', url: '/api/test/creates-storing/', headers: { ...operator.headers, 'idempotency-key': key }, payload: { crates, again } });
    const audits = async (action: string, crates: number) =>
      (await database.db.select().from(auditLog).where(eq(auditLog.action, action))).filter((r) => r.details.crates === crates);
    storingCalls = 0;
    const first = await storing('key-store-in-run-1', 11, 1);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ created: 2, crates: 11 });
    expect(storingCalls).toBe(2);
    expect(await audits('test.before_store', 11)).toHaveLength(1);
    expect(await audits('test.store_in_run', 11)).toHaveLength(1);
    const again = await storing('key-store-in-run-1', 11, 1);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(storingCalls).toBe(2);
    const rows = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-store-in-run-1'));
    expect(rows.map((r) => [r.statusCode, r.response, r.path])).toEqual([[201, { created: 2, crates: 11 }, '/api/test/creates-storing/']]);
    // A run that asks every time fails after its tries, storing nothing.
    storingCalls = 0;
    expect((await storing('key-store-in-run-2', 12, 99)).statusCode).toBe(500);
    expect(storingCalls).toBe(3);
    expect(await audits('test.before_store', 12)).toHaveLength(0);
    expect(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-store-in-run-2'))).toHaveLength(0);
  });

  it('serialised once (serializeOnce): the reply is the route serializer\'s text, and so is the stored answer', async () => {
    const once = (key: string, crates: number) =>
      app.inject({ method: 'POST', url: '/api/test/creates-once/', headers: { ...operator.headers, 'idempotency-key': key }, payload: { crates } });
    const stored = async (key: string) =>
      rowsOf<{ response: string; status: number }>(await database.db.execute(sql`select response::text as response, status_code as status from idempotency_keys where key = ${key}`))[0];
    const first = await once('key-once-00001', 3);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // What Fastify's serialisation of the schema gives: `secret` dropped, the keys in the schema's order.
    expect(first.body).toBe(JSON.stringify({ crates: 3, note: 'é « » \u2028' }));
    // The same text is the stored answer (before, the body's own JSON was stored: `secret` with it).
    const row = await stored('key-once-00001');
    expect(row?.status).toBe(201);
    expect(JSON.parse(row!.response)).toEqual({ crates: 3, note: 'é « » \u2028' });
    const again = await once('key-once-00001', 3);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.headers['content-type'], again.body]).toEqual([201, 'true', first.headers['content-type'], first.body]);
    // A body its schema refuses is left to Fastify, which fails as without serializeOnce (the answer was stored).
    const refused = await once('key-once-00002', -1);
    expect(refused.statusCode).toBe(500);
    expect(JSON.parse((await stored('key-once-00002'))!.response)).toEqual({ secret: 'not in the schema', crates: -1, note: 'é « » \u2028' });
  });
});
