import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { uniquePhone } from '../../../test/factories';
import { caller, codeSentTo, MESSAGE } from '../../../test/organisation-factories';
import { twoCompanies, type TwoCompanies } from '../../../test/two-companies';

let t: TestApp;
let call: ReturnType<typeof caller>;
let org: TwoCompanies;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logger: true, logStream });
  call = caller(t.app);
  org = await twoCompanies(t.app, t.database.db);
});
afterAll(() => t.close());

describe('the SMS outbox (SMS_PROVIDER=outbox)', () => {
  it('shows a company’s service providers what was sent for the company, with one-time codes masked', async () => {
    const invited = uniquePhone();
    await call('POST', '/api/user/v1/operator-invite/', org.sp, { ...MESSAGE, phone: invited });
    await call('POST', '/api/user/v1/reset-password/', null, { phoneNumber: org.home.operator.user.phone, partOne: 'Code:', partTwo: '.' });
    await call('POST', '/api/user/v1/operator-invite/', org.otherSp, { ...MESSAGE, phone: uniquePhone() });
    await t.app.ctx.sms.idle();

    const response = await call('GET', '/api/user/v1/sms-outbox/', org.sp);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({ to: org.home.operator.user.phone, kind: 'password_reset', provider: 'outbox', status: 'sent', attempts: 1, company: org.home.company.id, refused_reason: null });
    // The code belongs to the phone's owner: masked for the service provider too, even with no gateway.
    expect(items[0].text).toBe('Your Coldroom code to set a new password: ••••••. It works for 30 minutes. Do not share it with anyone.');
    expect(items[1]).toMatchObject({ to: invited, kind: 'invitation', status: 'sent', last_error: null, next_attempt_at: null });
    expect(items[1].text).toContain('code=');

    // Whoever runs the server finds it in the log, clearly labelled, and nowhere else.
    const code = await codeSentTo(t.database.db, org.home.operator.user.phone!);
    const line = logLines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.code === code);
    expect(line).toMatchObject({ level: 30, to: org.home.operator.user.phone, kind: 'password_reset' });
    expect(line!.msg).toContain('SMS_PROVIDER=outbox');
    expect(logLines.filter((text) => text.includes(code))).toHaveLength(1);

    const paged = (await call('GET', '/api/user/v1/sms-outbox/?page=2&page_size=1', org.sp)).json();
    expect(paged.items.map((m: { id: number }) => m.id)).toEqual([items[1].id]);
    expect((await call('GET', '/api/user/v1/sms-outbox/?status=failed', org.sp)).json().items).toEqual([]);
  });

  it('is for the company’s own service providers only', async () => {
    expect((await call('GET', `/api/user/v1/sms-outbox/?company=${org.home.company.id}`, org.otherSp)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/v1/sms-outbox/', org.op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/sms-outbox/', org.farmer)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/sms-outbox/')).statusCode).toBe(401);
    expect((await call('GET', '/api/user/v1/sms-outbox/?status=lost', org.sp)).statusCode).toBe(400);
    const foreign = (await call('GET', '/api/user/v1/sms-outbox/', org.otherSp)).json();
    expect(foreign.items.every((m: { company: number }) => m.company === org.other.company.id)).toBe(true);
  });
});
