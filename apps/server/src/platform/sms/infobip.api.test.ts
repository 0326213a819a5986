import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsMessages, type SmsMessageRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, createPerson, logIn, uniquePhone, type Session } from '../../../test/factories';
import { caller, lastSmsTo, MESSAGE, waitFor } from '../../../test/organisation-factories';
import { accepted, failure, startGatewayStandIn } from '../../../test/gateway-stand-in';

let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
let t: TestApp;
let call: ReturnType<typeof caller>;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;

beforeAll(async () => {
  gateway = await startGatewayStandIn();
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'infobip',
      INFOBIP_BASE_URL: gateway.baseUrl,
      INFOBIP_API_KEY: 'test-key-123456',
      SMS_SENDER: 'ColdroomNG',
      SMS_MAX_ATTEMPTS: '3',
      SMS_RETRY_BASE_MS: '40',
      SMS_POLL_INTERVAL_MS: '10',
      SMS_REQUEST_TIMEOUT_MS: '2000',
    },
  });
  call = caller(t.app);
  home = await createCompanyWithStaff(t.database.db);
  sp = await logIn(t.app, home.serviceProvider);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.seen.length = 0;
  gateway.always(accepted('standin-default'));
});

/** Sends an invitation SMS through the API and waits until its message is sent or failed. */
async function sendInvitation(): Promise<{ phone: string; row: SmsMessageRow }> {
  const phone = uniquePhone();
  expect((await call('POST', '/api/user/v1/operator-invite/', sp, { ...MESSAGE, phone })).statusCode).toBe(201);
  const row = await waitFor(async () => {
    const sms = await lastSmsTo(t.database.db, phone);
    return sms && (sms.status === 'sent' || sms.status === 'failed') ? sms : undefined;
  });
  return { phone, row };
}

describe('the Infobip gateway', () => {
  it('sends in Infobip’s request format and records the message id', async () => {
    gateway.queue(accepted('msg-42'));
    const { phone, row } = await sendInvitation();
    expect(row).toMatchObject({ status: 'sent', provider: 'infobip', attempts: 1, providerMessageId: 'msg-42', lastError: null });
    expect(row.sentAt).not.toBeNull();
    expect(gateway.seen).toHaveLength(1);
    const [request] = gateway.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/sms/2/text/advanced' });
    expect(request!.headers.authorization).toBe('App test-key-123456');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({ messages: [{ from: 'ColdroomNG', destinations: [{ to: phone.slice(1), messageId: `coldroom-${row.id}` }], text: row.body }] });
  });

  it('retries server errors and dropped connections with growing delays, then succeeds', async () => {
    gateway.queue(failure(500, 'Internal error'), 'drop', accepted('msg-after-retries'));
    const { row } = await sendInvitation();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, providerMessageId: 'msg-after-retries', lastError: null });
    expect(gateway.seen).toHaveLength(3);
    const [a, b, c] = gateway.seen.map((s) => s.at);
    expect(b! - a!).toBeGreaterThanOrEqual(35);
    expect(c! - b!).toBeGreaterThanOrEqual(75);
  });

  it('gives up after the last attempt and records the failure, visible in the outbox', async () => {
    gateway.always(failure(503, 'Service Unavailable'));
    const { row } = await sendInvitation();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(row.lastError).toBe('Infobip HTTP 503: Service Unavailable');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gateway.seen).toHaveLength(3);
    const outbox = (await call('GET', '/api/user/v1/sms-outbox/?status=failed', sp)).json();
    expect(outbox.items.find((m: { id: number }) => m.id === row.id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Infobip HTTP 503: Service Unavailable' });
  });

  it('does not retry what the gateway refuses for good: bad credentials, a rejected number', async () => {
    gateway.queue(failure(401, 'Invalid login details'));
    const unauthorised = await sendInvitation();
    expect(unauthorised.row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Infobip HTTP 401: Invalid login details' });
    gateway.queue({
      status: 200,
      body: { messages: [{ to: '234', status: { groupId: 5, groupName: 'REJECTED', id: 51, name: 'REJECTED_DESTINATION', description: 'Destination rejected' } }] },
    });
    const rejected = await sendInvitation();
    expect(rejected.row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rejected.row.lastError).toContain('REJECTED_DESTINATION');
    expect(gateway.seen).toHaveLength(2);
  });

  it('sends what a crashed process left pending, and masks reset codes in the outbox', async () => {
    const person = await createPerson(t.database.db, 'Operator', { company: home.company });
    await t.database.db.insert(smsMessages).values({
      companyId: home.company.id,
      toPhone: person.user.phone!,
      body: 'Your code is 123456 valid 30 minutes',
      kind: 'password_reset',
      provider: 'infobip',
      status: 'sending',
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    const row = await waitFor(async () => {
      const sms = await lastSmsTo(t.database.db, person.user.phone!);
      return sms?.status === 'sent' ? sms : undefined;
    });
    expect(row.attempts).toBe(1);
    const outbox = (await call('GET', '/api/user/v1/sms-outbox/', sp)).json();
    expect(outbox.items.find((m: { id: number }) => m.id === row.id).text).toBe('Your code is •••••• valid 30 minutes');
    const [stored] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, row.id));
    expect(stored?.body).toContain('123456');
  });
});
