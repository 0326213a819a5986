import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkOuts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createIdleOperator, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

type Session = OperationsCompany['sessions']['op'];
const pay = (session: Session | null, id: number, body: object = { payment_method: 'mobile_money' }) =>
  api.call('POST', `/operation/v1/check-outs/${id}/payment/`, session, body);

/** Checks in crates of the given weights and checks each out on its own, unpaid, with cash promised. */
async function unpaidCheckOuts(company: OperationsCompany, weights: number[]): Promise<{ id: number; total_minor: number }[]> {
  const checkIn = await api.checkIn(company.sessions.op, tomatoes(company.farmerId, company.crateRoom.id, weights));
  expect(checkIn.statusCode, checkIn.body).toBe(201);
  const crateIds: number[] = checkIn.json().lots[0].crates.map((crate: { id: number }) => crate.id);
  const made = [];
  for (const crateId of crateIds) {
    const response = await api.checkOut(company.sessions.op, {
      cooling_unit_id: company.crateRoom.id,
      farmer_id: company.farmerId,
      lines: [{ crate_id: crateId }],
      payment_method: 'cash',
      paid: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    made.push(response.json<{ id: number; total_minor: number }>());
  }
  return made;
}

const outstanding = async (company: OperationsCompany) => {
  const balance = (await api.get(company.sessions.sp, `/operation/v1/farmers/${company.farmerId}/balance/`)).json();
  return (balance.items as { outstanding_minor: number; unpaid_check_outs: number }[]).reduce(
    (sum, item) => ({ minor: sum.minor + item.outstanding_minor, count: sum.count + item.unpaid_check_outs }),
    { minor: 0, count: 0 },
  );
};
const rowOf = async (id: number) => (await t.database.db.select().from(checkOuts).where(eq(checkOuts.id, id)))[0]!;
const paymentAudits = (id: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'check_out'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'check_out.payment')));

describe('paying an unpaid check-out later', () => {
  it('lets the operator of the room record it with another method; the balance drops by its total; an audit row', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db);
    const [first, second] = await unpaidCheckOuts(fresh, [10, 20]);
    const before = await outstanding(fresh);
    expect(before).toEqual({ minor: first!.total_minor + second!.total_minor, count: 2 });

    const response = await pay(fresh.sessions.op, first!.id, { payment_method: 'mobile_money' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: first!.id, paid: true, payment_method: 'mobile_money', total_minor: first!.total_minor });
    expect(await rowOf(first!.id)).toMatchObject({ paid: true, paymentMethod: 'mobile_money' });
    expect(await outstanding(fresh)).toEqual({ minor: second!.total_minor, count: 1 });
    const unpaidList = (await api.get(fresh.sessions.sp, '/operation/v1/check-outs/?paid=false')).json();
    expect(unpaidList.items.map((item: { id: number }) => item.id)).toEqual([second!.id]);

    const audits = await paymentAudits(first!.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ companyId: fresh.company.id, actorUserId: fresh.operator.user.id });
    expect(audits[0]!.details).toMatchObject({ payment_method_before: 'cash', payment_method: 'mobile_money', total_minor: first!.total_minor });

    // A service provider of the company may record it too; then the farmer owes nothing.
    expect((await pay(fresh.sessions.sp, second!.id, { payment_method: 'cash' })).json()).toMatchObject({ paid: true, payment_method: 'cash' });
    expect(await outstanding(fresh)).toEqual({ minor: 0, count: 0 });
  });

  it('answers 409 already_paid for a paid check-out and changes nothing', async () => {
    const [made] = await unpaidCheckOuts(home, [15]);
    expect((await pay(home.sessions.op, made!.id, { payment_method: 'card' })).statusCode).toBe(200);
    const again = await pay(home.sessions.op, made!.id, { payment_method: 'upi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_paid');
    expect(await rowOf(made!.id)).toMatchObject({ paid: true, paymentMethod: 'card' });
    expect(await paymentAudits(made!.id)).toHaveLength(1);

    const paidAtOnce = await api.checkOut(home.sessions.op, {
      cooling_unit_id: home.crateRoom.id,
      farmer_id: home.farmerId,
      lines: [{ crate_id: (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [5]))).json().lots[0].crates[0].id }],
      payment_method: 'cash',
      paid: true,
    });
    expect((await pay(home.sessions.sp, paidAtOnce.json().id)).json().error.code).toBe('already_paid');
  });

  it('lets exactly one of several simultaneous payments win', async () => {
    const [made] = await unpaidCheckOuts(home, [12]);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => pay(i % 2 ? home.sessions.sp : home.sessions.op, made!.id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'already_paid')).toBe(true);
    expect(await paymentAudits(made!.id)).toHaveLength(1);
  });
});

describe('roles and company scope', () => {
  it('refuses farmers and operators of other rooms (403), hides other companies (404), needs a login and a method', async () => {
    const [made] = await unpaidCheckOuts(home, [8]);
    const idle = await createIdleOperator(t.app, t.database.db, home.company);
    for (const session of [home.sessions.farmer, idle]) {
      const refused = await pay(session, made!.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
    }
    for (const session of [other.sessions.sp, other.sessions.op]) {
      const hidden = await pay(session, made!.id);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('not_found');
    }
    expect((await pay(home.sessions.sp, 999_999_999)).statusCode).toBe(404);
    expect((await pay(null, made!.id)).statusCode).toBe(401);
    const bad = await pay(home.sessions.op, made!.id, { payment_method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ payment_method: 'invalid' });
    const missing = await pay(home.sessions.op, made!.id, {});
    expect(missing.json().error.fields).toMatchObject({ payment_method: 'required' });
    // None of that paid it.
    expect(await rowOf(made!.id)).toMatchObject({ paid: false, paymentMethod: 'cash' });
    expect(await paymentAudits(made!.id)).toHaveLength(0);
  });
});
