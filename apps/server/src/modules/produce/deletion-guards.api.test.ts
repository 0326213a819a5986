import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn, uniqueEmail } from '../../../test/factories';
import { createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

const remove = (id: number, session: { headers: Record<string, string> }) => t.app.inject({ method: 'DELETE', url: `/api/user/v1/users/${id}/`, headers: session.headers });

describe('deleting accounts while produce is stored', () => {
  it('refuses a farmer with produce in storage, and lets them go once it has left', async () => {
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [10]))).json();
    const refused = await remove(home.farmer.user.id, home.sessions.farmer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('produce_in_storage');
    const out = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: checkIn.lots[0].crates[0].id }], payment_method: 'cash', paid: true });
    expect(out.statusCode).toBe(201);
    expect((await remove(home.farmer.user.id, home.sessions.farmer)).statusCode).toBe(204);
  });

  it('refuses the last service provider of a company with produce in storage, not one of two', async () => {
    const farmer = await createPerson(t.database.db, 'Farmer', { company: home.company });
    expect((await api.checkIn(home.sessions.op, tomatoes(await farmerIdOf(t.database.db, farmer.user), home.crateRoom.id, [10]))).statusCode).toBe(201);
    const refused = await remove(home.serviceProvider.user.id, home.sessions.sp);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('produce_in_storage');
    const colleague = await createPerson(t.database.db, 'Service Provider', { company: home.company, email: uniqueEmail() });
    expect((await remove(home.serviceProvider.user.id, home.sessions.sp)).statusCode).toBe(204);
    const last = await logIn(t.app, colleague);
    expect((await remove(colleague.user.id, last)).statusCode).toBe(422);
  });

  it('refuses to delete a room or location holding crates, and the planner counts them', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db);
    const checkIn = (await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.kgRoom.id, [10, 15], { planned_days: 2 }))).json();
    const planner = (await api.get(fresh.sessions.sp, `/storage/v1/cooling-units/${fresh.kgRoom.id}/planner/`)).json();
    expect(planner.days.map((d: { kg: number }) => d.kg)).toEqual([25, 25, 0, 0, 0, 0, 0]);
    const room = await t.app.inject({ method: 'DELETE', url: `/api/storage/v1/cooling-units/${fresh.kgRoom.id}/`, headers: fresh.sessions.sp.headers });
    expect(room.json().error.code).toBe('room_holds_produce');
    const place = await t.app.inject({ method: 'DELETE', url: `/api/storage/v1/locations/${fresh.kgRoom.locationId}/`, headers: fresh.sessions.sp.headers });
    expect(place.json().error.code).toBe('location_holds_produce');
    const lines = checkIn.lots[0].crates.map((c: { id: number }) => ({ crate_id: c.id }));
    expect((await api.checkOut(fresh.sessions.op, { cooling_unit_id: fresh.kgRoom.id, farmer_id: fresh.farmerId, lines, payment_method: 'cash', paid: true })).statusCode).toBe(201);
    const emptied = await t.app.inject({ method: 'DELETE', url: `/api/storage/v1/cooling-units/${fresh.kgRoom.id}/`, headers: fresh.sessions.sp.headers });
    expect(emptied.statusCode).toBe(204);
  });
});
