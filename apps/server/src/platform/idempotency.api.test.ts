import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLog } from '../db/schema';
import { buildApp } from '../app';
import { freshDatabase, testConfig } from '../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../test/factories';
import type { Database } from '../db/client';
import { recordAudit } from './audit';
import { withIdempotency } from './idempotency';
import { actorOf } from './policy';
import { errors } from './errors';

let database: Database;
let dispose: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
let operator: Session;
let calls = 0;

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
});
