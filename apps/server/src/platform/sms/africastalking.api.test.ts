import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsMessageRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, uniquePhone, type Session } from '../../../test/factories';
import { caller, lastSmsTo, MESSAGE, waitFor } from '../../../test/organisation-factories';
import { startGatewayStandIn, type ScriptedAnswer } from '../../../test/gateway-stand-in';

// Africa's Talking as the sending gateway (SMS_PROVIDER=africastalking), against a local stand-in answering the
// shapes of its SMS API documentation: 201 with SMSMessageData.Recipients[].statusCode, or an HTTP error.
let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
let t: TestApp;
let call: ReturnType<typeof caller>;
let sp: Session;

/** Its answer for one recipient. */
const recipient = (statusCode: number, status: string, messageId = 'ATXid_standin'): ScriptedAnswer => ({
  status: 201,
  body: { SMSMessageData: { Message: statusCode === 101 ? 'Sent to 1/1 Total Cost: NGN 2.2000' : 'Sent to 0/1 Total Cost: 0', Recipients: [{ statusCode, number: '+2348030000000', status, cost: 'NGN 2.2000', messageId }] } },
});

beforeAll(async () => {
  gateway = await startGatewayStandIn(recipient(101, 'Success'));
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'africastalking',
      AT_BASE_URL: gateway.baseUrl,
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'atsk_test_key_123456',
      AT_SENDER_ID: 'ColdroomNG',
      SMS_MAX_ATTEMPTS: '3',
      SMS_RETRY_BASE_MS: '40',
      SMS_POLL_INTERVAL_MS: '10',
      SMS_REQUEST_TIMEOUT_MS: '2000',
    },
  });
  call = caller(t.app);
  const home = await createCompanyWithStaff(t.database.db);
  sp = await logIn(t.app, home.serviceProvider);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
beforeEach(() => {
  gateway.seen.length = 0;
  gateway.always(recipient(101, 'Success'));
});

async function sendInvitation(): Promise<{ phone: string; row: SmsMessageRow }> {
  const phone = uniquePhone();
  expect((await call('POST', '/api/user/v1/operator-invite/', sp, { ...MESSAGE, phone })).statusCode).toBe(201);
  const row = await waitFor(async () => {
    const sms = await lastSmsTo(t.database.db, phone);
    return sms && (sms.status === 'sent' || sms.status === 'failed') ? sms : undefined;
  });
  return { phone, row };
}

describe('the Africa\'s Talking gateway', () => {
  it('sends its form request with the key header and records its message id', async () => {
    gateway.queue(recipient(101, 'Success', 'ATXid_42'));
    const { phone, row } = await sendInvitation();
    expect(row).toMatchObject({ status: 'sent', provider: 'africastalking', attempts: 1, providerMessageId: 'ATXid_42', lastError: null });
    const [request] = gateway.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/version1/messaging' });
    expect(request!.headers.apikey).toBe('atsk_test_key_123456');
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.body).toEqual({ username: 'sandbox', to: phone, message: row.body, from: 'ColdroomNG' });
  });

  it('retries its server errors and a recipient it could not serve yet (insufficient balance), then succeeds', async () => {
    gateway.queue({ status: 500, body: 'Internal Server Error' }, recipient(405, 'InsufficientBalance'), recipient(101, 'Success', 'ATXid_late'));
    const { row } = await sendInvitation();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, providerMessageId: 'ATXid_late' });
    expect(gateway.seen).toHaveLength(3);
  });

  it('does not retry what it refuses for good: a wrong key, an invalid number, a do-not-disturb number', async () => {
    gateway.queue({ status: 401, body: 'The supplied authentication is invalid' });
    const unauthorised = await sendInvitation();
    expect(unauthorised.row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(unauthorised.row.lastError).toContain('HTTP 401');
    gateway.queue(recipient(403, 'InvalidPhoneNumber'));
    const invalid = await sendInvitation();
    expect(invalid.row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Africa\'s Talking refused the message: 403 InvalidPhoneNumber' });
    gateway.queue(recipient(409, 'DoNotDisturbRejection'));
    expect((await sendInvitation()).row).toMatchObject({ status: 'failed', attempts: 1 });
    gateway.queue({ status: 201, body: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } } });
    const nobody = await sendInvitation();
    expect(nobody.row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(nobody.row.lastError).toContain('InvalidSenderId');
    expect(gateway.seen).toHaveLength(4);
  });
});
