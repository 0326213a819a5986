import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, offlineRefusals, refreshTokens, smsMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff } from '../../../test/factories';
import { waitFor } from '../../../test/organisation-factories';
import { JOB } from './definitions';
import { RETENTION } from './housekeeping';

/** Job definitions run through the queue (pg-boss on this project's database: PGlite or PostgreSQL). */

let t: TestApp;
let staff: Awaited<ReturnType<typeof createCompanyWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createCompanyWithStaff(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('the job queue', () => {
  it('runs in this process and reports its queues', async () => {
    expect(t.app.ctx.jobs.running()).toBe(true);
    const depth = await t.app.ctx.jobs.depth();
    expect(depth.map((d) => d.queue).sort()).toEqual(Object.values(JOB).sort());
    for (const queue of depth) expect(queue).toEqual({ queue: queue.queue, queued: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) });
  });

  it('refuses a job nobody defined', async () => {
    await expect(t.app.ctx.jobs.send('no-such-job', {})).rejects.toThrow(/no-such-job/);
  });
});

describe('housekeeping', () => {
  it('deletes rows past their retention and keeps fresh ones', async () => {
    const db = t.database.db;
    const user = staff.operator.user;
    const companyId = staff.company.id;
    const token = (expiresAt: Date, revokedAt: Date | null = null) => ({ userId: user.id, tokenHash: randomUUID(), familyId: randomUUID(), expiresAt, revokedAt });
    const tokens = await db
      .insert(refreshTokens)
      .values([
        token(daysAgo(RETENTION.refreshTokenGraceDays + 1)),
        token(new Date(Date.now() + DAY), daysAgo(RETENTION.refreshTokenGraceDays + 1)),
        token(daysAgo(1)),
        token(new Date(Date.now() + DAY)),
      ])
      .returning({ id: refreshTokens.id });
    const key = (createdAt: Date) => ({ userId: user.id, key: randomUUID(), method: 'POST', path: '/x/', requestHash: 'h', statusCode: 201, response: {}, createdAt });
    const keys = await db
      .insert(idempotencyKeys)
      .values([key(daysAgo(RETENTION.idempotencyKeyDays + 1)), key(daysAgo(RETENTION.idempotencyKeyDays - 1))])
      .returning({ id: idempotencyKeys.id });
    const sms = (status: 'sent' | 'failed', createdAt: Date) => ({ companyId, toPhone: user.phone!, body: 'x', kind: 'receipt' as const, provider: 'outbox', status, createdAt });
    const messages = await db
      .insert(smsMessages)
      .values([
        sms('sent', daysAgo(RETENTION.sentSmsDays + 1)),
        sms('failed', daysAgo(RETENTION.failedSmsDays + 1)),
        sms('sent', daysAgo(RETENTION.sentSmsDays - 1)),
        // A dead letter older than the sent ones' retention is still kept.
        sms('failed', daysAgo(RETENTION.sentSmsDays + 1)),
      ])
      .returning({ id: smsMessages.id });
    const refusal = (receivedAt: Date) => ({ companyId, userId: user.id, deviceId: 'd1', kind: 'check_in' as const, status: 422, errorCode: 'x', message: 'x', receivedAt });
    const refusals = await db
      .insert(offlineRefusals)
      .values([refusal(daysAgo(RETENTION.offlineRefusalDays + 1)), refusal(daysAgo(1))])
      .returning({ id: offlineRefusals.id });

    expect(await t.app.ctx.jobs.send(JOB.housekeeping, {})).toEqual(expect.any(String));
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    const left = async () => ({
      tokens: ids(await db.select({ id: refreshTokens.id }).from(refreshTokens).where(inArray(refreshTokens.id, ids(tokens)))),
      keys: ids(await db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(inArray(idempotencyKeys.id, ids(keys)))),
      messages: ids(await db.select({ id: smsMessages.id }).from(smsMessages).where(inArray(smsMessages.id, ids(messages)))),
      refusals: ids(await db.select({ id: offlineRefusals.id }).from(offlineRefusals).where(inArray(offlineRefusals.id, ids(refusals)))),
    });
    const after = await waitFor(async () => {
      const now = await left();
      return now.refusals.length === 1 ? now : undefined;
    }, 15_000);
    expect(after.tokens.sort()).toEqual([tokens[2]!.id, tokens[3]!.id].sort());
    expect(after.keys).toEqual([keys[1]!.id]);
    expect(after.messages.sort()).toEqual([messages[2]!.id, messages[3]!.id].sort());
    expect(after.refusals).toEqual([refusals[1]!.id]);
  });
});
