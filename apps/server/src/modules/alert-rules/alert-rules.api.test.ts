import { and, eq } from 'drizzle-orm';
import { cropById } from '@coldroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roomAlertRules } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

// Issue 26, docs/cold-chain-rules.md §1: a room's alert rule, its default from the crops stored, and who may
// change it.

let t: TestApp;
let org: OperationsCompany;
let otherSp: Session;
let api: ReturnType<typeof operationsApi>;

const VALID = {
  lower_c: 9,
  upper_c: 13,
  delay_min: 45,
  clear_band_c: 0.5,
  critical_delta_c: 2,
  critical_after_min: 90,
  no_data_min: 30,
  humidity_lower_pct: 85,
  humidity_upper_pct: 95,
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createOperationsCompany(t.app, t.database.db);
  otherSp = await logIn(t.app, (await createCompanyWithStaff(t.database.db)).serviceProvider);
  api = operationsApi(t.app);
});
afterAll(() => t.close());

const path = (roomId: number) => `/storage/v1/cooling-units/${roomId}/alert-rule/`;
const read = (roomId: number, session: Session) => api.call('GET', path(roomId), session);
const save = (roomId: number, session: Session, body: object) => api.call('PUT', path(roomId), session, body);

describe('a room’s alert rule', () => {
  it('follows the crops stored while nobody saved one: none while empty, tomato’s safe range once it holds tomatoes', async () => {
    const empty = await read(org.kgRoom.id, org.sessions.sp);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      cooling_unit: org.kgRoom.id,
      lower_c: null,
      upper_c: null,
      delay_min: 30,
      clear_band_c: 0.5,
      critical_delta_c: 3,
      critical_after_min: 120,
      no_data_min: 60,
      humidity_lower_pct: null,
      humidity_upper_pct: null,
      is_default: true,
      crop_lower_c: null,
      crop_upper_c: null,
      updated_at: null,
    });

    const stored = await api.checkIn(org.sessions.op, tomatoes(org.farmerId, org.crateRoom.id, [20, 21]));
    expect(stored.statusCode, stored.body).toBe(201);
    const tomato = cropById('tomato')!.temperature_c!;
    const rule = (await read(org.crateRoom.id, org.sessions.op)).json();
    expect(rule).toMatchObject({ lower_c: tomato.min, upper_c: tomato.max, crop_lower_c: tomato.min, crop_upper_c: tomato.max, is_default: true });
  });

  it('a service provider saves it whole; staff read it back; the change is audited', async () => {
    const saved = await save(org.crateRoom.id, org.sessions.sp, VALID);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...VALID, is_default: false, updated_at: expect.any(String) });
    expect((await read(org.crateRoom.id, org.sessions.op)).json()).toMatchObject({ ...VALID, is_default: false });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'alert_rule.update'), eq(auditLog.entityId, String(org.crateRoom.id))));
    expect(audit?.details).toMatchObject({ changed: { lower_c: 9, delay_min: 45 } });

    // Saved limits stay as saved: the crops' own range is shown beside them.
    const again = await save(org.crateRoom.id, org.sessions.sp, { ...VALID, lower_c: null, upper_c: null });
    expect(again.json()).toMatchObject({ lower_c: null, upper_c: null, is_default: false, crop_lower_c: expect.any(Number) });
  });

  it('names every field out of its bounds and writes nothing', async () => {
    // Each field's own bounds, all named in one answer.
    const refused = await save(org.kgRoom.id, org.sessions.sp, { ...VALID, delay_min: 2, critical_delta_c: 0, no_data_min: 5000, upper_c: 10_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { delay_min: 'out_of_range', critical_delta_c: 'out_of_range', no_data_min: 'out_of_range', upper_c: 'out_of_range' },
    });
    // The rules between fields, all named in one answer.
    const crossed = await save(org.kgRoom.id, org.sessions.sp, { ...VALID, lower_c: 14, humidity_lower_pct: 85, humidity_upper_pct: null });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.fields).toEqual({ lower_c: 'not_below_upper', humidity_upper_pct: 'required' });
    expect((await save(org.kgRoom.id, org.sessions.sp, { ...VALID, clear_band_c: 2 })).json().error.fields).toEqual({ clear_band_c: 'too_wide' });
    expect((await save(org.kgRoom.id, org.sessions.sp, { ...VALID, critical_after_min: 45 })).json().error.fields).toEqual({ critical_after_min: 'not_after_delay' });
    const wrongType = await save(org.kgRoom.id, org.sessions.sp, { ...VALID, delay_min: 'soon' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toMatchObject({ delay_min: 'invalid' });
    const { no_data_min: _left, ...missing } = VALID;
    expect((await save(org.kgRoom.id, org.sessions.sp, missing)).json().error.fields).toMatchObject({ no_data_min: 'required' });
    expect((await save(org.kgRoom.id, org.sessions.sp, { ...VALID, extra: 1 })).statusCode).toBe(400);
    expect(await t.database.db.select().from(roomAlertRules).where(eq(roomAlertRules.coolingUnitId, org.kgRoom.id))).toEqual([]);
  });

  it('operators cannot change it; another company sees no such room; nobody logged out sees anything', async () => {
    expect((await save(org.crateRoom.id, org.sessions.op, VALID)).statusCode).toBe(403);
    expect((await save(org.crateRoom.id, org.sessions.farmer, VALID)).statusCode).toBe(403);
    expect((await read(org.crateRoom.id, org.sessions.farmer)).statusCode).toBe(403);
    expect((await read(org.crateRoom.id, otherSp)).statusCode).toBe(404);
    expect((await save(org.crateRoom.id, otherSp, VALID)).statusCode).toBe(404);
    expect((await api.call('GET', path(org.crateRoom.id), null)).statusCode).toBe(401);
    expect((await read(999_999_999, org.sessions.sp)).statusCode).toBe(404);
  });
});
