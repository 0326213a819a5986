import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { auditLog, crates, storageCertificates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { readScanValue } from './scan';

// Scanning a label, a receipt's QR, a code or a tag (docs/certificates-and-labels.md §11): reads only.
let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
let checkIn: { id: number; lots: { id: number }[]; movement: { id: number; code: string } };
let lotId: number;
let link: { token: string; url: string };

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
  const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20, 21, 22]));
  expect(response.statusCode, response.body).toBe(201);
  checkIn = response.json();
  lotId = checkIn.lots[0]!.id;
  link = (await api.get(home.sessions.op, `/operation/v1/produce/${lotId}/certificate/`)).json();
});
afterAll(async () => t?.close());

const scan = (session: Parameters<typeof api.get>[0], value: string) => api.get(session, `/operation/v1/scan/?value=${encodeURIComponent(value)}`);

async function snapshot() {
  const db = t.database.db;
  const [[a], [c], [s]] = await Promise.all([db.select({ n: count() }).from(auditLog), db.select({ n: count() }).from(crates), db.select({ n: count() }).from(storageCertificates)]);
  return [a!.n, c!.n, s!.n];
}

describe('reading a value', () => {
  it('tells a link, a bare token, a code and a tag apart', () => {
    expect(readScanValue('https://cold.example/c/AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ kind: 'token', token: 'AAAAAAAAAAAAAAAAAAAAAA', linked: true });
    expect(readScanValue(' AAAAAAAAAAAAAAAAAAAAAA ')).toEqual({ kind: 'token', token: 'AAAAAAAAAAAAAAAAAAAAAA', linked: false });
    expect(readScanValue('ab12cd')).toEqual({ kind: 'code', code: 'AB12CD' });
    expect(readScanValue('UX-001')).toEqual({ kind: 'tag', tag: 'UX-001' });
    expect(readScanValue('https://cold.example/c/AAAAAAAAAAAAAAAAAAAAAA/30')).toEqual({ kind: 'token', token: 'AAAAAAAAAAAAAAAAAAAAAA', linked: true, place: 30 });
    expect(readScanValue('https://cold.example/c/AAAAAAAAAAAAAAAAAAAAAA?m=ab12cd')).toEqual({ kind: 'token', token: 'AAAAAAAAAAAAAAAAAAAAAA', linked: true, movement: 'AB12CD' });
  });
});

describe('GET /operation/v1/scan/', () => {
  it('maps a label’s certificate link to the lot, its room, farmer and stored crates, for the operator and the service provider', async () => {
    const before = await snapshot();
    for (const session of [home.sessions.op, home.sessions.sp]) {
      const response = await scan(session, link.url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ kind: 'lot', by: 'certificate', lot_id: lotId, code: checkIn.movement.code, farmer_id: home.farmerId, cooling_unit_id: home.crateRoom.id });
      expect(response.json().crate_ids).toHaveLength(3);
    }
    expect((await scan(home.sessions.op, link.token)).json()).toMatchObject({ kind: 'lot', lot_id: lotId });
    expect(await snapshot()).toEqual(before);
  });

  it('opens the movement from a receipt’s QR (the lot’s link with the movement’s code)', async () => {
    const receiptQr = `${link.url}?m=${checkIn.movement.code}`;
    const response = await scan(home.sessions.op, receiptQr);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'movement', movement_id: checkIn.movement.id, code: checkIn.movement.code, type: 'check_in', lot_ids: [lotId] });
    // Another company's receipt: refused as its label is, before any movement is looked up.
    expect((await scan(other.sessions.op, receiptQr)).json().error.code).toBe('scan_other_company');
  });

  it('maps a typed movement code to the movement and a tag to its one crate', async () => {
    const byCode = await scan(home.sessions.op, checkIn.movement.code.toLowerCase());
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toEqual({ kind: 'movement', movement_id: checkIn.movement.id, code: checkIn.movement.code, type: 'check_in', lot_ids: [lotId] });
    const crateList = (await api.get(home.sessions.op, `/storage/v1/crates/?lot=${lotId}`)).json<{ items: { id: number; tag: string; lot_code: string; certificate: { token: string; revoked: boolean } | null }[] }>();
    const second = crateList.items[1]!;
    // The crate list the phone keeps offline carries the lot's code and certificate.
    expect(second).toMatchObject({ lot_code: checkIn.movement.code, certificate: { token: link.token, revoked: false } });
    const byTag = await scan(home.sessions.op, ` ${second.tag.toLowerCase()} `);
    expect(byTag.statusCode, byTag.body).toBe(200);
    expect(byTag.json()).toMatchObject({ kind: 'lot', by: 'tag', lot_id: lotId, crate_ids: [second.id] });
  });

  it('maps a crate’s label (the lot’s link and the crate’s place) to that one crate, and to none once it has left', async () => {
    const list = async () => (await api.get(home.sessions.op, `/storage/v1/crates/?lot=${lotId}`)).json<{ items: { id: number; lot_place: number }[] }>().items;
    const placed = await list();
    expect(placed.map((crate) => crate.lot_place)).toEqual([1, 2, 3]);
    const second = await scan(home.sessions.op, `${link.url}/2`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ kind: 'lot', by: 'crate', lot_id: lotId, crate_ids: [placed[1]!.id] });
    const out = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: placed[0]!.id }], payment_method: 'cash', paid: true });
    expect(out.statusCode, out.body).toBe(201);
    expect((await scan(home.sessions.op, `${link.url}/1`)).json()).toMatchObject({ by: 'crate', crate_ids: [] });
    // The crates left keep their places: the label of crate 3 still names crate 3.
    expect((await list()).map((crate) => crate.lot_place)).toEqual([2, 3]);
    expect((await scan(home.sessions.op, `${link.url}/3`)).json()).toMatchObject({ crate_ids: [placed[2]!.id] });
    expect((await scan(home.sessions.op, `${link.url}/9`)).json()).toMatchObject({ crate_ids: [] });
  });

  it('refuses an unknown code, another company’s label, a bad value and a farmer, and changes nothing', async () => {
    const before = await snapshot();
    const unknown = await scan(home.sessions.op, 'https://cold.example/c/ZZZZZZZZZZZZZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await scan(home.sessions.op, 'no such thing')).statusCode).toBe(404);
    const foreign = await scan(other.sessions.op, link.url);
    expect(foreign.statusCode).toBe(403);
    expect((await scan(other.sessions.op, `${link.url}/2`)).json().error.code).toBe('scan_other_company');
    expect(foreign.json().error.code).toBe('scan_other_company');
    // Another company's movement code is only unknown.
    expect((await scan(other.sessions.op, checkIn.movement.code)).statusCode).toBe(404);
    expect((await scan(home.sessions.op, 'x'.repeat(301))).statusCode).toBe(400);
    expect((await api.get(home.sessions.op, '/operation/v1/scan/')).statusCode).toBe(400);
    expect((await scan(home.sessions.farmer, link.url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/operation/v1/scan/?value=${link.token}` })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a revoked certificate with a clear 422', async () => {
    const revoke = await api.call('POST', `/operation/v1/produce/${lotId}/certificate/revoke/`, home.sessions.sp, { reason: 'test' });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const response = await scan(home.sessions.op, link.url);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('certificate_revoked');
    const crateList = (await api.get(home.sessions.op, `/storage/v1/crates/?lot=${lotId}`)).json<{ items: { certificate: { revoked: boolean } | null }[] }>();
    expect(crateList.items[0]!.certificate).toMatchObject({ revoked: true });
  });
});
