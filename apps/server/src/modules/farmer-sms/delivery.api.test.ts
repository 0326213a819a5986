import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { smsMessages, type SmsMessageRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, uniquePhone, type Session } from '../../../test/factories';
import { caller, lastSmsTo, MESSAGE, waitFor } from '../../../test/organisation-factories';
import { accepted, startGatewayStandIn, type ScriptedAnswer } from '../../../test/gateway-stand-in';

// Delivery reports of both gateways (docs/sms-and-ussd.md §5), played as their documentation shapes them, on
// outbox rows sent through the real SMS service to a local stand-in of each gateway's send API.
const KEY = 'test-webhook-key-0123456789abcdef';

interface Gateway {
  t: TestApp;
  stand: Awaited<ReturnType<typeof startGatewayStandIn>>;
  sp: Session;
}
let infobip: Gateway;
let at: Gateway;

const COMMON_ENV = { SMS_WEBHOOK_KEY: KEY, SMS_MAX_ATTEMPTS: '3', SMS_RETRY_BASE_MS: '40', SMS_POLL_INTERVAL_MS: '10', SMS_REQUEST_TIMEOUT_MS: '2000' };

async function gatewayApp(env: Record<string, string>, fallback: ScriptedAnswer, stand: Gateway['stand']): Promise<Gateway> {
  const t = await createTestApp({ env: { ...COMMON_ENV, ...env } });
  const home = await createCompanyWithStaff(t.database.db);
  stand.always(fallback);
  return { t, stand, sp: await logIn(t.app, home.serviceProvider) };
}

/** Africa's Talking's answer to a message it took (status 101, its messageId). */
const atAccepted = (messageId: string): ScriptedAnswer => ({
  status: 201,
  body: { SMSMessageData: { Message: 'Sent to 1/1 Total Cost: NGN 2.2000', Recipients: [{ statusCode: 101, number: '+2348030000000', status: 'Success', cost: 'NGN 2.2000', messageId }] } },
});

beforeAll(async () => {
  const [ibStand, atStand] = await Promise.all([startGatewayStandIn(), startGatewayStandIn()]);
  infobip = await gatewayApp({ SMS_PROVIDER: 'infobip', INFOBIP_BASE_URL: ibStand.baseUrl, INFOBIP_API_KEY: 'test-key-123456', SMS_SENDER: 'ColdroomNG' }, accepted('standin-default'), ibStand);
  at = await gatewayApp({ SMS_PROVIDER: 'africastalking', AT_BASE_URL: atStand.baseUrl, AT_USERNAME: 'sandbox', AT_API_KEY: 'atsk_test_key_123456' }, atAccepted('ATXid_default'), atStand);
});
afterAll(async () => {
  await infobip?.t.close();
  await at?.t.close();
  await infobip?.stand.close();
  await at?.stand.close();
});

/** Sends an invitation through the API and the gateway's stand-in (which gives it `messageId`); its sent outbox row. */
async function sent(gateway: Gateway, messageId: string): Promise<SmsMessageRow> {
  gateway.stand.queue(gateway === infobip ? accepted(messageId) : atAccepted(messageId));
  const phone = uniquePhone();
  expect((await caller(gateway.t.app)('POST', '/api/user/v1/operator-invite/', gateway.sp, { ...MESSAGE, phone })).statusCode).toBe(201);
  const row = await waitFor(async () => {
    const sms = await lastSmsTo(gateway.t.database.db, phone);
    return sms && (sms.status === 'sent' || sms.status === 'failed') ? sms : undefined;
  });
  expect(row).toMatchObject({ status: 'sent', providerMessageId: messageId });
  return row;
}

const rowOf = async (gateway: Gateway, id: number) => (await gateway.t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;

/** One result of Infobip's delivery report for `messageId`, in its documented shape. */
function infobipResult(messageId: string, status: { groupId: number; groupName: string; id: number; name: string; description: string }, error?: object, doneAt = '2026-11-01T10:15:00.000+0000') {
  return {
    bulkId: 'BULK-1',
    messageId,
    to: '2348030000000',
    sentAt: '2026-11-01T10:14:58.000+0000',
    doneAt,
    smsCount: 1,
    mccMnc: '62130',
    callbackData: 'coldroom',
    price: { pricePerMessage: 0.01, currency: 'EUR' },
    status,
    error: error ?? { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false },
  };
}
const DELIVERED = { groupId: 3, groupName: 'DELIVERED', id: 5, name: 'DELIVERED_TO_HANDSET', description: 'Message delivered to handset' };
const UNDELIVERABLE = { groupId: 2, groupName: 'UNDELIVERABLE', id: 9, name: 'UNDELIVERABLE_NOT_DELIVERED', description: 'Message sent not delivered' };
const EXPIRED = { groupId: 4, groupName: 'EXPIRED', id: 15, name: 'EXPIRED_EXPIRED', description: 'Message expired' };
const PENDING = { groupId: 1, groupName: 'PENDING', id: 3, name: 'PENDING_WAITING_DELIVERY', description: 'Message sent, waiting for delivery report' };
const ABSENT = { groupId: 1, groupName: 'HANDSET_ERRORS', id: 27, name: 'EC_ABSENT_SUBSCRIBER', description: 'Absent Subscriber', permanent: false };

const postInfobip = (app: Gateway, body: object, key: string | null = KEY, headers: Record<string, string> = {}) =>
  app.t.app.inject({ method: 'POST', url: `/api/sms/delivery/infobip${key === null ? '' : `?key=${encodeURIComponent(key)}`}`, payload: body, headers });

const postAfricasTalking = (fields: Record<string, string>, key: string | null = KEY, app: Gateway = at) =>
  app.t.app.inject({
    method: 'POST',
    url: `/api/sms/delivery/africastalking${key === null ? '' : `?key=${encodeURIComponent(key)}`}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Africa's Talking's report fields for `id`. */
const atReport = (id: string, status: string, failureReason?: string) => ({
  id,
  status,
  phoneNumber: '+2348030000000',
  networkCode: '62130',
  retryCount: '0',
  ...(failureReason ? { failureReason } : {}),
});

describe('Infobip\'s delivery reports', () => {
  it('mark each message delivered, failed (with the error\'s description) or expired; pending changes nothing; the outbox shows it', async () => {
    const [ok, absent, expired, pending] = [await sent(infobip, `ib-${randomUUID()}`), await sent(infobip, `ib-${randomUUID()}`), await sent(infobip, `ib-${randomUUID()}`), await sent(infobip, `ib-${randomUUID()}`)];
    const report = {
      results: [
        infobipResult(ok.providerMessageId!, DELIVERED),
        infobipResult(absent.providerMessageId!, UNDELIVERABLE, ABSENT),
        infobipResult(expired.providerMessageId!, EXPIRED),
        infobipResult(pending.providerMessageId!, PENDING),
      ],
    };
    const response = await postInfobip(infobip, report);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 3, unknown: 0 });

    expect(await rowOf(infobip, ok.id)).toMatchObject({ status: 'sent', deliveryStatus: 'delivered', deliveryReason: null, deliveryStatusAt: new Date('2026-11-01T10:15:00.000Z') });
    expect(await rowOf(infobip, absent.id)).toMatchObject({ status: 'sent', deliveryStatus: 'failed', deliveryReason: 'Absent Subscriber' });
    expect(await rowOf(infobip, expired.id)).toMatchObject({ status: 'sent', deliveryStatus: 'expired', deliveryReason: 'Message expired' });
    expect(await rowOf(infobip, pending.id)).toMatchObject({ status: 'sent', deliveryStatus: null, deliveryReason: null, deliveryStatusAt: null });

    const outbox = (await caller(infobip.t.app)('GET', '/api/user/v1/sms-outbox/', infobip.sp)).json<{ items: Record<string, unknown>[] }>();
    const shown = (id: number) => outbox.items.find((m) => m.id === id);
    expect(shown(ok.id)).toMatchObject({ status: 'sent', delivery_status: 'delivered', delivery_reason: null, delivery_status_at: '2026-11-01T10:15:00.000Z' });
    expect(shown(absent.id)).toMatchObject({ status: 'sent', delivery_status: 'failed', delivery_reason: 'Absent Subscriber' });
    expect(shown(expired.id)).toMatchObject({ delivery_status: 'expired' });
    expect(shown(pending.id)).toMatchObject({ delivery_status: null, delivery_reason: null, delivery_status_at: null });

    // The same report again (the gateway's retry): nothing more changes.
    const before = await Promise.all([ok, absent, expired, pending].map((row) => rowOf(infobip, row.id)));
    const again = await postInfobip(infobip, report);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ updated: 0, unknown: 0 });
    expect(await Promise.all([ok, absent, expired, pending].map((row) => rowOf(infobip, row.id)))).toEqual(before);
  });

  it('keeps "delivered" against a late failure, lets a late "delivered" replace a failure, and keeps the first failure', async () => {
    const delivered = await sent(infobip, `ib-${randomUUID()}`);
    const failedFirst = await sent(infobip, `ib-${randomUUID()}`);
    expect((await postInfobip(infobip, { results: [infobipResult(delivered.providerMessageId!, DELIVERED), infobipResult(failedFirst.providerMessageId!, UNDELIVERABLE, ABSENT)] })).json()).toEqual({ updated: 2, unknown: 0 });
    const late = await postInfobip(infobip, {
      results: [infobipResult(delivered.providerMessageId!, UNDELIVERABLE, ABSENT), infobipResult(failedFirst.providerMessageId!, EXPIRED)],
    });
    expect(late.json()).toEqual({ updated: 0, unknown: 0 });
    expect(await rowOf(infobip, delivered.id)).toMatchObject({ deliveryStatus: 'delivered', deliveryReason: null });
    expect(await rowOf(infobip, failedFirst.id)).toMatchObject({ deliveryStatus: 'failed', deliveryReason: 'Absent Subscriber' });
    const recovered = await postInfobip(infobip, { results: [infobipResult(failedFirst.providerMessageId!, DELIVERED, undefined, '2026-11-01T11:00:00.000Z')] });
    expect(recovered.json()).toEqual({ updated: 1, unknown: 0 });
    expect(await rowOf(infobip, failedFirst.id)).toMatchObject({ deliveryStatus: 'delivered', deliveryReason: null, deliveryStatusAt: new Date('2026-11-01T11:00:00.000Z') });
  });

  it('counts a report of a message it does not know (or of another gateway) as unknown, with the same 200', async () => {
    const response = await postInfobip(infobip, { results: [infobipResult(`ib-${randomUUID()}`, DELIVERED), infobipResult(`ib-${randomUUID()}`, PENDING)] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 0, unknown: 2 });
    const atMessage = await sent(at, `ATXid_${randomUUID().replaceAll('-', '')}`);
    expect((await postInfobip(at, { results: [infobipResult(atMessage.providerMessageId!, DELIVERED)] })).json()).toEqual({ updated: 0, unknown: 1 });
    expect(await rowOf(at, atMessage.id)).toMatchObject({ deliveryStatus: null });
    expect((await postInfobip(infobip, { results: [] })).json()).toEqual({ updated: 0, unknown: 0 });
  });
});

describe('Africa\'s Talking\'s delivery reports', () => {
  it('mark a message delivered (Success), failed with its failureReason (Failed, Rejected, AbsentSubscriber) or expired; Sent, Submitted, Buffered change nothing', async () => {
    const atId = () => `ATXid_${randomUUID().replaceAll('-', '')}`;
    const cases: [string, string | undefined, Partial<SmsMessageRow>][] = [
      ['Success', undefined, { deliveryStatus: 'delivered', deliveryReason: null }],
      ['Failed', 'UserInBlackList', { deliveryStatus: 'failed', deliveryReason: 'UserInBlackList' }],
      ['Rejected', undefined, { deliveryStatus: 'failed', deliveryReason: 'Rejected' }],
      ['AbsentSubscriber', undefined, { deliveryStatus: 'failed', deliveryReason: 'AbsentSubscriber' }],
      ['Expired', undefined, { deliveryStatus: 'expired', deliveryReason: 'Expired' }],
      ['Buffered', undefined, { deliveryStatus: null, deliveryReason: null, deliveryStatusAt: null }],
      ['Submitted', undefined, { deliveryStatus: null }],
      ['Sent', undefined, { deliveryStatus: null }],
    ];
    for (const [status, reason, expected] of cases) {
      const row = await sent(at, atId());
      const response = await postAfricasTalking(atReport(row.providerMessageId!, status, reason));
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(response.json(), status).toEqual({ updated: expected.deliveryStatus ? 1 : 0, unknown: 0 });
      const after = await rowOf(at, row.id);
      expect(after, status).toMatchObject({ status: 'sent', ...expected });
      if (expected.deliveryStatus) expect(after.deliveryStatusAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
      // The same report again changes nothing.
      expect((await postAfricasTalking(atReport(row.providerMessageId!, status, reason))).json()).toEqual({ updated: 0, unknown: 0 });
      expect(await rowOf(at, row.id)).toEqual(after);
    }
    const outbox = (await caller(at.t.app)('GET', '/api/user/v1/sms-outbox/', at.sp)).json<{ items: Record<string, unknown>[] }>();
    expect(outbox.items.find((m) => m.delivery_reason === 'UserInBlackList')).toMatchObject({ status: 'sent', provider: 'africastalking', delivery_status: 'failed' });
  });

  it('counts an unknown id as unknown with the same 200', async () => {
    const response = await postAfricasTalking(atReport('ATXid_nobody', 'Success'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 0, unknown: 1 });
  });
});

describe('the delivery callbacks are keyed and bounded', () => {
  it('refuse a missing or wrong key before reading the body (nothing changes); take ?key= and Infobip\'s Basic auth', async () => {
    const ib = await sent(infobip, `ib-${randomUUID()}`);
    const atRow = await sent(at, `ATXid_${randomUUID().replaceAll('-', '')}`);
    for (const key of [null, 'wrong-key-0123456789abcdefghij']) {
      const response = await postInfobip(infobip, { results: [infobipResult(ib.providerMessageId!, DELIVERED)] }, key);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_authenticated');
      expect((await postAfricasTalking(atReport(atRow.providerMessageId!, 'Success'), key)).statusCode).toBe(401);
      // Without the key, a body of no shape: still 401, nothing about the shape.
      expect((await postInfobip(infobip, { nonsense: true }, key)).statusCode).toBe(401);
      expect((await postAfricasTalking({ nonsense: 'x' }, key)).statusCode).toBe(401);
    }
    expect(await rowOf(infobip, ib.id)).toMatchObject({ deliveryStatus: null });
    expect(await rowOf(at, atRow.id)).toMatchObject({ deliveryStatus: null });
    const basic = `Basic ${Buffer.from(`coldroom:${KEY}`).toString('base64')}`;
    const response = await postInfobip(infobip, { results: [infobipResult(ib.providerMessageId!, DELIVERED)] }, null, { authorization: basic });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(infobip, ib.id)).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('answer 404 when the server has no SMS_WEBHOOK_KEY', async () => {
    const bare = await buildApp({ ...infobip.t.config, sms: { ...infobip.t.config.sms, webhookKey: null } }, infobip.t.database, { logger: false, periodicJobs: false });
    await bare.ready();
    try {
      const ib = await bare.inject({ method: 'POST', url: `/api/sms/delivery/infobip?key=${KEY}`, payload: { results: [infobipResult('x', DELIVERED)] } });
      expect(ib.statusCode).toBe(404);
      expect(ib.json().error.code).toBe('route_not_found');
      const form = await bare.inject({
        method: 'POST',
        url: `/api/sms/delivery/africastalking?key=${KEY}`,
        payload: new URLSearchParams(atReport('x', 'Success')).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('refuse a malformed body with 400 naming the field, never a 5xx', async () => {
    const fieldsOf = (response: { statusCode: number; json: () => { error: { fields?: Record<string, unknown> } } }) => {
      expect(response.statusCode).toBe(400);
      return Object.keys(response.json().error.fields ?? {}).join(' ');
    };
    expect(fieldsOf(await postInfobip(infobip, { results: [{ ...infobipResult('', DELIVERED) }] }))).toContain('messageId');
    expect(fieldsOf(await postInfobip(infobip, { results: [{ messageId: 'x' }] }))).toContain('status');
    expect(fieldsOf(await postInfobip(infobip, { results: [infobipResult('x', { ...DELIVERED, description: 'd'.repeat(501) })] }))).toContain('description');
    expect(fieldsOf(await postInfobip(infobip, { results: Array.from({ length: 101 }, () => infobipResult('x', DELIVERED)) }))).toContain('results');
    expect(fieldsOf(await postInfobip(infobip, {}))).toContain('results');
    expect(fieldsOf(await postAfricasTalking({ status: 'Success' }))).toContain('id');
    expect(fieldsOf(await postAfricasTalking({ id: 'ATXid_1', status: 'S'.repeat(41) }))).toContain('status');
    expect(fieldsOf(await postAfricasTalking({ id: 'ATXid_1', status: 'Failed', failureReason: 'r'.repeat(101) }))).toContain('failureReason');
    // A form body on Infobip's JSON endpoint, broken JSON: a 4xx, never a 5xx.
    for (const [payload, type] of [['a=b', 'application/x-www-form-urlencoded'], ['{"results": [', 'application/json']] as const) {
      const response = await infobip.t.app.inject({ method: 'POST', url: `/api/sms/delivery/infobip?key=${KEY}`, payload, headers: { 'content-type': type } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
