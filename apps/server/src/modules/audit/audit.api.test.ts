import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditFilters, AuditList } from '@coldroom/contract';
import { auditLog } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { createAdministrator } from '../../tools/admin';
import { logIn, uniquePhone } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { caller } from '../../../test/organisation-factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { twoCompanies, type TwoCompanies } from '../../../test/two-companies';

let t: TestApp;
let call: ReturnType<typeof caller>;
let org: TwoCompanies;
let roomId: number;

const list = '/api/user/v1/audit/';
const filters = '/api/user/v1/audit/filters/';
const admin = '/api/admin/v1/audit/';

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  org = await twoCompanies(t.app, t.database.db);
  const room = await createRoom(t.database.db, await createLocation(t.database.db, org.home.company.id), { crops: [['tomato', 'daily', 100]] });
  roomId = room.id;
  // Changes through the API, so the rows are the real writers' (with before and after).
  expect((await call('PUT', `/api/user/v1/companies/${org.home.company.id}/`, org.sp, { name: 'Home Audit Renamed' })).statusCode).toBe(200);
  expect((await call('PUT', `/api/user/v1/companies/${org.other.company.id}/`, org.otherSp, { name: 'Other Audit Renamed' })).statusCode).toBe(200);
  const price = await call('PUT', `/api/storage/v1/cooling-units/${roomId}/`, org.sp, { crops: [{ crop: 'tomato', pricing: 'daily', rate: 150 }] });
  expect(price.statusCode, price.body).toBe(200);
  // Two rows at known instants: 23:30 UTC on 10 January is already 11 January in Lagos (UTC+1).
  await t.database.db.insert(auditLog).values([
    { companyId: org.home.company.id, actorUserId: org.home.operator.user.id, action: 'test.dated', entityType: 'test', createdAt: new Date('2025-01-10T23:30:00Z') },
    { companyId: org.home.company.id, actorUserId: org.home.operator.user.id, action: 'test.dated', entityType: 'test', createdAt: new Date('2025-01-10T22:30:00Z') },
  ]);
});
afterAll(async () => {
  await t.close();
});

const read = async (url: string, session = org.sp) => {
  const response = await call('GET', url, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>();
};

describe("a service provider's audit log", () => {
  it("shows only the company's own rows, newest first, with who and the before and after of an update", async () => {
    const body = await read(`${list}?page_size=200`);
    expect(body.total).toBeGreaterThan(3);
    expect(body.items.every((item) => item.company?.id === org.home.company.id)).toBe(true);
    const times = body.items.map((item) => item.when);
    expect([...times].sort().reverse()).toEqual(times);
    const rename = body.items.find((item) => item.action === 'company.update')!;
    expect(rename).toMatchObject({
      actor: { id: org.home.serviceProvider.user.id, role: 'Service Provider' },
      entity_type: 'company',
      entity_name: 'Home Audit Renamed',
      summary_key: 'company_update',
      time_zone: 'Africa/Lagos',
      fields: ['name'],
      changes: [{ field: 'name', before: org.home.company.name, after: 'Home Audit Renamed' }],
    });
    expect(JSON.stringify(body)).not.toContain('Other Audit Renamed');
  });

  it("keeps a room's old and new prices", async () => {
    const body = await read(`${list}?kind=cooling_unit.update`);
    expect(body.items).toHaveLength(1);
    const change = body.items[0]!.changes.find((c) => c.field === 'crops')!;
    expect(change.before).toEqual([expect.objectContaining({ crop: 'tomato', rate: 100 })]);
    expect(change.after).toEqual([expect.objectContaining({ crop: 'tomato', rate: 150 })]);
  });

  it('filters by person, kind and thing', async () => {
    const byOperator = await read(`${list}?person=${org.home.operator.user.id}&page_size=200`);
    expect(byOperator.items.length).toBeGreaterThan(0);
    expect(byOperator.items.every((item) => item.actor?.id === org.home.operator.user.id)).toBe(true);
    const logins = await read(`${list}?kind=login&page_size=200`);
    expect(logins.items.map((item) => item.actor?.id).sort()).toEqual(
      [org.home.serviceProvider.user.id, org.home.operator.user.id, org.home.farmer.user.id].sort(),
    );
    const companyRows = await read(`${list}?entity_type=company`);
    expect(companyRows.items.map((item) => item.action)).toEqual(['company.update']);
    expect((await read(`${list}?person=${org.other.serviceProvider.user.id}`)).total).toBe(0);
  });

  it("filters by the company's calendar days, both included", async () => {
    const day = (from: string, to: string) => read(`${list}?kind=test.dated&from=${from}&to=${to}`).then((b) => b.items.map((i) => i.when));
    expect(await day('2025-01-11', '2025-01-11')).toEqual(['2025-01-10T23:30:00.000Z']);
    expect(await day('2025-01-10', '2025-01-10')).toEqual(['2025-01-10T22:30:00.000Z']);
    expect(await day('2025-01-10', '2025-01-11')).toHaveLength(2);
    const backwards = await call('GET', `${list}?from=2025-01-12&to=2025-01-11`, org.sp);
    expect(backwards.statusCode).toBe(400);
  });

  it('pages', async () => {
    const all = await read(`${list}?page_size=200`);
    const first = await read(`${list}?page=1&page_size=2`);
    const second = await read(`${list}?page=2&page_size=2`);
    expect(first).toMatchObject({ total: all.total, page: 1, page_size: 2 });
    expect(second.page).toBe(2);
    expect([...first.items, ...second.items].map((i: AuditEntry) => i.id)).toEqual(all.items.slice(0, 4).map((i) => i.id));
  });

  it('lists the people and kinds present, for the filters', async () => {
    const response = await call('GET', filters, org.sp);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuditFilters>();
    const ids = body.people.map((p) => p.id);
    expect(ids).toContain(org.home.serviceProvider.user.id);
    expect(ids).toContain(org.home.operator.user.id);
    expect(ids).not.toContain(org.other.serviceProvider.user.id);
    expect(body.kinds).toEqual(expect.arrayContaining(['company.update', 'cooling_unit.update', 'login', 'test.dated']));
    expect(body.entity_types).toContain('company');
    expect(body.companies).toEqual([{ id: org.home.company.id, name: 'Home Audit Renamed' }]);
  });
});

describe('who may read it', () => {
  it('refuses operators, farmers and anonymous callers', async () => {
    for (const url of [list, filters]) {
      expect((await call('GET', url, org.op)).statusCode).toBe(403);
      expect((await call('GET', url, org.farmer)).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });

  it("refuses everyone but the administrator on the administrator's paths", async () => {
    for (const url of [admin, `${admin}filters/`, `${admin}?company=${org.home.company.id}`]) {
      for (const session of [org.sp, org.otherSp, org.op, org.farmer]) expect((await call('GET', url, session)).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
    }
  });
});

describe("the administrator's audit log", () => {
  it("shows every company's rows with the company, narrows to one company, and records the administrator's own changes", async () => {
    const phone = uniquePhone();
    const created = await createAdministrator(t.database.db, { phone, password: 'Admin-audit-1' });
    const session = await logIn(t.app, { user: { id: created.id, phone }, role: 'Administrator', userType: 'admin', password: 'Admin-audit-1' } as Parameters<typeof logIn>[1]);
    const all = await read(`${admin}?kind=company.update&page_size=50`, session);
    const renamed = (company: number) => all.items.find((e) => e.company?.id === company && e.changes.some((c) => c.field === 'name'));
    expect(renamed(org.home.company.id)?.changes).toContainEqual({ field: 'name', before: expect.any(String), after: 'Home Audit Renamed' });
    expect(renamed(org.other.company.id)?.changes).toContainEqual({ field: 'name', before: expect.any(String), after: 'Other Audit Renamed' });

    const flags = await t.app.inject({ method: 'PATCH', url: `/api/admin/v1/companies/${org.other.company.id}/flags/`, headers: session.headers, payload: { ml4Quality: true } });
    expect(flags.statusCode, flags.body).toBe(200);
    const one = await read(`${admin}?company=${org.other.company.id}&page_size=50`, session);
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((e) => e.company?.id === org.other.company.id)).toBe(true);
    const switched = one.items.find((e) => e.actor?.id === created.id);
    expect(switched?.actor?.role).toBe('Administrator');
    // The company's own service provider sees the administrator's change in their trail too.
    expect((await read(`${list}?person=${created.id}`, org.otherSp)).items.map((e) => e.id)).toContain(switched?.id);
  });
});

describe('nobody changes or deletes an audit row', () => {
  it('has only GET routes on the audit paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const auditPaths = Object.entries(doc.paths).filter(([path]) => path.includes('/audit'));
    expect(auditPaths.map(([path]) => path).sort()).toEqual(['/api/admin/v1/audit/', '/api/admin/v1/audit/filters/', '/api/user/v1/audit/', '/api/user/v1/audit/filters/']);
    for (const [, operations] of auditPaths) expect(Object.keys(operations).filter((m) => m !== 'parameters')).toEqual(['get']);
    for (const url of [list, admin, `${list}:id/`, `${admin}:id/`]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(false);
    }
    const [row] = await t.database.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${list}${row!.id}/`, headers: org.sp.headers, payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database, and still takes new rows', async () => {
    const { db } = t.database;
    const [row] = await db.select().from(auditLog).limit(1);
    await expect(db.execute(sql`update audit_log set action = 'forged' where id = ${row!.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where id = ${row!.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(auditLog).where(sql`${auditLog.id} = ${row!.id}`);
    expect(still!.action).toBe(row!.action);
    await recordAudit(db, null, { action: 'test.appended', entityType: 'test', companyId: org.home.company.id });
    expect((await read(`${list}?kind=test.appended`)).items[0]).toMatchObject({ actor: null, action: 'test.appended' });
  });
});
