/**
 * Spreadsheet imports (docs/import-rules.md): row reasons, exact imports, re-imports that change nothing, CSV
 * and XLSX alike, an import stopped midway and finished, bad files refused, roles and companies.
 */
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Import, type ImportRow } from '@coldroom/contract';
import { companyFarmers, imports, openingBalances, smsMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { multipart, waitFor } from '../../../test/organisation-factories';
import { createLocation } from '../../../test/site-factories';
import { craftZip, deflatedSpaces } from '../../../test/crafted-zip';
import { rowsOf } from '../occupancy/queries';
import { applyImport } from './apply';

let t: TestApp;
let sp: Session;
let op: Session;
let otherSp: Session;
let companyId: number;
let staffPhone: string;
const BASE = '/api/operation/v1/imports/';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(session: Session, kind: string, data: Buffer, filename = 'farmers.csv', contentType = 'text/csv') {
  const form = multipart([['kind', kind]], [{ field: 'file', filename, contentType, data }]);
  return t.app.inject({ method: 'POST', url: BASE, headers: { ...session.headers, ...form.headers }, payload: form.payload });
}

async function uploaded(kind: string, data: Buffer, filename?: string, contentType?: string): Promise<Import> {
  const response = await upload(sp, kind, data, filename, contentType);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Import>();
}

async function rowsOfImport(id: number, status = 'all'): Promise<ImportRow[]> {
  const all: ImportRow[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}${id}/rows/?status=${status}&page=${page}`, headers: sp.headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ items: ImportRow[]; total: number }>();
    all.push(...body.items);
    if (all.length >= body.total || body.items.length === 0) return all;
  }
}

async function runImport(id: number): Promise<Import> {
  const started = await t.app.inject({ method: 'POST', url: `${BASE}${id}/start/`, headers: sp.headers, payload: {} });
  expect(started.statusCode, started.body).toBe(202);
  return waitFor(async () => {
    const current = (await t.app.inject({ method: 'GET', url: `${BASE}${id}/`, headers: sp.headers })).json<Import>();
    return current.status === 'done' ? current : undefined;
  }, 60_000);
}

const csv = (lines: string[], { bom = false, separator = ',' } = {}) => Buffer.from((bom ? '\uFEFF' : '') + lines.map((line) => line.replaceAll(',', separator)).join('\r\n') + '\r\n', 'utf8');

async function farmerCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from company_farmers where company_id = ${companyId}`));
  return row!.n;
}

async function importCount(): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from imports`));
  return row!.n;
}

beforeAll(async () => {
  t = await createTestApp();
  const home = await createCompanyWithStaff(t.database.db);
  const other = await createCompanyWithStaff(t.database.db);
  companyId = home.company.id;
  staffPhone = home.operator.user.phone!;
  sp = await logIn(t.app, home.serviceProvider);
  op = await logIn(t.app, home.operator);
  otherSp = await logIn(t.app, other.serviceProvider);
  await createLocation(t.database.db, companyId, { name: 'Main site' });
});
afterAll(() => t.close());

describe('farmers: every kind of problem, in the row that has it', () => {
  it('names each row’s problems and keeps the good rows', async () => {
    const file = csv([
      'First name,Last name,Phone,Gender,Language,Parent name,User code,Village',
      'Amina,Bello,08030000101,female,en,Musa,,Ikeja', // 2: good (a local number of the company's country)
      'Bola,Ade,12345,male,en,,,', // 3: bad phone
      'Chidi,Obi,+2348030000101,male,hi,,,', // 4: same phone as row 2
      `Dayo,Ola,${staffPhone},male,en,,,`, // 5: the operator's phone
      ',Nobody,+2348030000105,female,en,,,', // 6: no first name
      'Esha,Patel,+919876543210,female,hi,,,', // 7: an Indian number in a Nigerian company
      'Femi,Ola,+2348030000107,robot,xx,,AB,', // 8: bad gender, language, code
      '=HYPERLINK("x"),Ola,+2348030000108,male,en,,,', // 9: a formula
      'Gbenga,Ola,2348030000109,Homme,français,,ABCD1234,Kano', // 10: good (digits without +, French words)
    ]);
    const imp = await uploaded('farmers', file);
    expect(imp).toMatchObject({ total: 9, valid: 2, rejected: 7, unchanged: 0, status: 'preview' });
    expect(imp.mapping).toMatchObject({ first_name: 0, phone: 2, village: 7 });
    const rows = await rowsOfImport(imp.id);
    const problems = Object.fromEntries(rows.map((row) => [row.row, row.problems.map((p) => `${p.field}:${p.code}${p.row ? `@${p.row}` : ''}`)]));
    expect(problems).toEqual({
      2: [],
      3: ['phone:bad_phone'],
      4: ['phone:duplicate_in_file@2'],
      5: ['phone:phone_taken'],
      6: ['first_name:required'],
      7: ['phone:phone_other_country'],
      8: ['gender:bad_gender', 'language:bad_language', 'user_code:bad_user_code'],
      9: ['first_name:formula_in_cell'],
      10: [],
    });
    expect(rows.find((row) => row.row === 10)!.values).toMatchObject({ phone: '+2348030000109', gender: 'male', language: 'fr', user_code: 'ABCD1234' });

    // The rejected rows as a file: the file's own columns, a reason in words; the formula escaped.
    const rejected = await t.app.inject({ method: 'GET', url: `${BASE}${imp.id}/rejected/?lang=fr`, headers: sp.headers });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.headers['content-type']).toContain('text/csv');
    const lines = rejected.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('First name,Last name,Phone,Gender,Language,Parent name,User code,Village,Motif');
    expect(lines[1]).toContain('Phone : numéro de téléphone non valide');
    expect(lines.find((line) => line.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK/);

    // Import: exactly the two good rows.
    const before = await farmerCount();
    const done = await runImport(imp.id);
    expect(done).toMatchObject({ status: 'done', applied: 2, valid: 2 });
    expect(await farmerCount()).toBe(before + 2);
    const [kept] = rowsOf<{ user_code: string; village: string | null; language: string }>(
      await t.database.db.execute(sql`select f.user_code, f.village, u.language from farmers f join users u on u.id = f.user_id where u.phone = '+2348030000109'`),
    );
    expect(kept).toEqual({ user_code: 'ABCD1234', village: 'Kano', language: 'fr' });
    // No SMS unless asked.
    const sent = await t.database.db.select().from(smsMessages).where(eq(smsMessages.kind, 'welcome'));
    expect(sent).toHaveLength(0);

    // The same file again: nothing new; nothing to start.
    const again = await uploaded('farmers', file);
    expect(again).toMatchObject({ valid: 0, unchanged: 2, rejected: 7 });
    const start = await t.app.inject({ method: 'POST', url: `${BASE}${again.id}/start/`, headers: sp.headers, payload: {} });
    expect(start.statusCode).toBe(409);
    expect(start.json().error.code).toBe('import_not_ready');
    expect(await farmerCount()).toBe(before + 2);

    // The rejected rows fixed and imported again: exactly those rows.
    const fixed = csv([
      'First name,Last name,Phone,Gender,Language,Parent name,User code,Village',
      'Bola,Ade,+2348030000103,male,en,,,',
      'Nobody,Here,+2348030000105,female,en,,,',
    ]);
    const third = await uploaded('farmers', fixed);
    expect(third).toMatchObject({ valid: 2, rejected: 0 });
    await runImport(third.id);
    expect(await farmerCount()).toBe(before + 4);
  });

  it('sends a welcome SMS through the budgets only when asked', async () => {
    const imp = await uploaded('farmers', csv(['first_name,phone,language', 'Hema,+2348030000201,hi', 'Ife,+2348030000202,en']));
    const started = await t.app.inject({ method: 'POST', url: `${BASE}${imp.id}/start/`, headers: sp.headers, payload: { welcome_sms: true } });
    expect(started.statusCode).toBe(202);
    await waitFor(async () => (await t.database.db.select().from(imports).where(eq(imports.id, imp.id)))[0]?.status === 'done', 30_000);
    const sent = await t.database.db.select().from(smsMessages).where(eq(smsMessages.kind, 'welcome'));
    expect(sent.map((row) => row.toPhone).sort()).toEqual(['+2348030000201', '+2348030000202']);
    expect(sent.find((row) => row.toPhone === '+2348030000201')!.body).toContain('आपका स्वागत है');
  });
});

describe('CSV and XLSX give the same rows', () => {
  it('reads BOM, no BOM, semicolons and Excel dates alike', async () => {
    await uploaded('farmers', csv(['first_name,phone', 'Owner,+2348030000301', 'Owner2,+2348030000302']));
    const seed = (await t.database.db.select().from(imports).where(eq(imports.companyId, companyId))).at(-1)!;
    await runImport(seed.id);
    const lines = ['Phone,Amount owed,Owed since,Note', '+2348030000301,1500.50,2024-01-31,old', '08030000302,"2000,00",31/01/2024,', '+2348030000399,10,2024-01-31,'];
    const plain = await uploaded('balances', csv(lines));
    const withBom = await uploaded('balances', csv(lines, { bom: true }));
    const semicolons = await uploaded('balances', Buffer.from(lines.map((line) => line.replaceAll(',', ';').replace('"2000;00"', '2000,00')).join('\n'), 'utf8'));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('balances');
    sheet.addRow(['Phone', 'Amount owed', 'Owed since', 'Note']);
    sheet.addRow(['+2348030000301', 1500.5, new Date(Date.UTC(2024, 0, 31)), 'old']);
    sheet.addRow(['08030000302', 2000, 45322, null]); // 45322: Excel's serial day for 2024-01-31
    sheet.addRow(['+2348030000399', 10, new Date(Date.UTC(2024, 0, 31)), null]);
    const xlsx = await uploaded('balances', Buffer.from(await book.xlsx.writeBuffer()), 'balances.xlsx', XLSX_TYPE);
    const shape = async (imp: Import) => (await rowsOfImport(imp.id)).map((row) => ({ status: row.status, amount: row.values.amount, date: row.values.date, problems: row.problems.map((p) => p.code) }));
    const expected = [
      { status: 'valid', amount: '150050', date: '2024-01-31', problems: [] },
      { status: 'valid', amount: '200000', date: '2024-01-31', problems: [] },
      { status: 'rejected', amount: '1000', date: '2024-01-31', problems: ['unknown_farmer'] },
    ];
    for (const imp of [plain, withBom, semicolons, xlsx]) expect(await shape(imp)).toEqual(expected);

    await runImport(xlsx.id);
    const balances = await t.database.db.select().from(openingBalances).where(eq(openingBalances.companyId, companyId));
    expect(balances.map((b) => [b.amountMinor, b.owedOn, b.currency]).sort()).toEqual([
      [150050, '2024-01-31', 'NGN'],
      [200000, '2024-01-31', 'NGN'],
    ]);
    // Money owed on the main page counts them (no check-out owes anything in this company).
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/operation/v1/dashboard/', headers: sp.headers });
    expect(dashboard.json().owed_total).toEqual([{ currency: 'NGN', amount_minor: 350050 }]);
    // The same balances again: unchanged; another amount: refused.
    const again = await uploaded('balances', csv(['phone,amount,date', '+2348030000301,1500.50,2024-01-31', '+2348030000302,5,2024-01-31']));
    expect((await shape(again)).map((row) => [row.status, row.problems])).toEqual([
      ['unchanged', []],
      ['rejected', ['balance_exists']],
    ]);
  });

  it('refuses a formula in an XLSX cell and never uses its result', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('f');
    sheet.addRow(['first_name', 'phone']);
    sheet.addRow([{ formula: 'CONCAT("A","B")', result: 'AB' }, '+2348030000401']);
    const imp = await uploaded('farmers', Buffer.from(await book.xlsx.writeBuffer()), 'f.xlsx', XLSX_TYPE);
    const [row] = await rowsOfImport(imp.id);
    expect(row!.problems).toEqual([{ field: 'first_name', code: 'formula_in_cell' }]);
  });
});

describe('rooms', () => {
  it('adds new rooms and their crops once; the same file again changes nothing', async () => {
    const file = csv([
      'Room name,Location,Room type,Capacity,Measured in,Crop,Pricing,Price',
      'North room,Main site,market,100,crates,Tomato,daily,50',
      'North room,Main site,market,100,crates,onion,fixed,200.00',
      'North room,Main site,market,120,crates,okra,fixed,10', // capacity differs from row 2
      'South room,Nowhere,farm_gate,50,kg,Mango,daily,5', // unknown location
      'East room,Main site,farm_gate,50,kg,Unobtainium,daily,5', // unknown crop
      'West room,Main site,farm_gate,50,litres,tomato,weekly,5.555', // bad metric, pricing, amount
    ]);
    const imp = await uploaded('rooms', file);
    const rows = await rowsOfImport(imp.id);
    expect(rows.map((row) => row.problems.map((p) => `${p.field}:${p.code}`))).toEqual([
      [],
      [],
      ['capacity:room_fields_differ'],
      ['location:unknown_location'],
      ['crop:unknown_crop'],
      ['metric:bad_metric', 'pricing:bad_pricing', 'price:bad_amount'],
    ]);
    await runImport(imp.id);
    const rooms = rowsOf<{ name: string; capacity: number; crops: string }>(
      await t.database.db.execute(sql`
        select r.name, r.capacity, string_agg(c.code || ':' || rc.pricing || ':' || rc.rate_minor, ',' order by c.code) as crops
        from cooling_units r join cooling_unit_crops rc on rc.cooling_unit_id = r.id join crops c on c.id = rc.crop_id
        where r.company_id = ${companyId} group by r.name, r.capacity`),
    );
    expect(rooms).toEqual([{ name: 'North room', capacity: 100, crops: 'onion:fixed:20000,tomato:daily:5000' }]);
    const again = await uploaded('rooms', file);
    expect(again).toMatchObject({ valid: 0, unchanged: 2, rejected: 4 });
  });
});

describe('an import stopped midway', () => {
  it('finishes from its cursor with no row twice', async () => {
    const lines = ['first_name,phone'];
    for (let i = 0; i < 1200; i += 1) lines.push(`Bulk${i},+2348062${String(i).padStart(6, '0')}`);
    const imp = await uploaded('farmers', csv(lines));
    expect(imp.valid).toBe(1200);
    const before = await farmerCount();
    // Queued without its job (as a server that stopped after the start), then one batch, then the server "stops".
    await t.database.db.update(imports).set({ status: 'queued' }).where(eq(imports.id, imp.id));
    expect(await applyImport(t.database.db, t.app.ctx.sms, imp.id, { maxBatches: 1 })).toBe(false);
    const [midway] = await t.database.db.select().from(imports).where(eq(imports.id, imp.id));
    expect(midway).toMatchObject({ status: 'running', appliedRows: 500 });
    expect(await farmerCount()).toBe(before + 500);
    // A batch written again (the cursor put back, as if its commit were lost) creates nobody twice.
    await t.database.db.execute(sql`update import_rows set status = 'valid' where import_id = ${imp.id} and status = 'imported'`);
    await t.database.db.update(imports).set({ nextRow: 0 }).where(eq(imports.id, imp.id));
    // Started again: the job finishes it.
    const done = await runImport(imp.id);
    expect(done).toMatchObject({ status: 'done', applied: 700, unchanged: 500 });
    expect(done.applied + done.unchanged).toBe(1200);
    expect(await farmerCount()).toBe(before + 1200);
    const [dupes] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from (select u.phone from users u where u.phone like '+2348062%' group by u.phone having count(*) > 1) d`),
    );
    expect(dupes!.n).toBe(0);
  });
});

describe('bad files: a clear error, nothing stored', () => {
  it.each([
    ['a binary file named .csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0xff, 0xfe, 0x00]), 'not_text'],
    ['text that is not UTF-8', Buffer.from('first_name,phone\nJos\xe9,+2348030000501\n', 'latin1'), 'not_text'],
    ['an old .xls', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]), 'old_excel_format'],
    ['a broken .xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]), 'xlsx_broken'],
    // Zip bombs of about 1 MB, refused before the spreadsheet library opens them (zip-bounds.ts): a sheet that
    // declares its 1 GB honestly, and one that declares 1 KB and unpacks to 1 GB (stopped past 50 MB).
    ['an .xlsx declaring 1 GB unpacked', craftZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'xl/worksheets/sheet1.xml', packed: deflatedSpaces(1024), declaredSize: 1024 ** 3 }]), 'xlsx_too_large'],
    ['an .xlsx declaring 1 KB that unpacks to 1 GB', craftZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'xl/worksheets/sheet1.xml', packed: deflatedSpaces(1024), declaredSize: 1024 }]), 'xlsx_too_large'],
    ['an .xlsx of 2,000 entries', craftZip(Array.from({ length: 2_000 }, (_, i) => ({ name: `xl/media/${i}.xml`, data: Buffer.from('<a/>') }))), 'xlsx_too_large'],
    ['an unclosed quote', Buffer.from('first_name,phone\n"Amina,+2348030000501\n'), 'csv_malformed'],
    ['a header only', Buffer.from('first_name,phone\n'), 'empty_file'],
    ['a cell of 300 characters', Buffer.from(`first_name,phone\n${'a'.repeat(300)},+2348030000501\n`), 'cell_too_long'],
    ['10,001 rows', Buffer.from(`first_name,phone\n${'A,+2348030000501\n'.repeat(10_001)}`), 'too_many_rows'],
  ])('%s', async (_name, data, problem) => {
    const before = await importCount();
    const response = await upload(sp, 'farmers', data);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'file_not_readable', fields: { file: problem } });
    expect(response.json().error.message.length).toBeGreaterThan(20);
    expect(await importCount()).toBe(before);
  });

  it('refuses a 50 MB file with 413', async () => {
    const before = await importCount();
    const response = await upload(sp, 'farmers', Buffer.alloc(50 * 1024 * 1024, 0x41));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('file_too_large');
    expect(await importCount()).toBe(before);
  });

  it('refuses a form without a kind or a file, and JSON', async () => {
    const form = multipart([['kind', 'cows']]);
    const response = await t.app.inject({ method: 'POST', url: BASE, headers: { ...sp.headers, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ kind: 'invalid', file: 'required' });
    const json = await t.app.inject({ method: 'POST', url: BASE, headers: sp.headers, payload: { kind: 'farmers' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('who may import', () => {
  it('service providers of the company only', async () => {
    const imp = await uploaded('farmers', csv(['first_name,phone', 'Kemi,+2348030000601']));
    expect((await upload(op, 'farmers', csv(['first_name,phone', 'K,+2348030000602']))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}${imp.id}/`, headers: op.headers })).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `${BASE}${imp.id}/`],
      ['GET', `${BASE}${imp.id}/rows/`],
      ['GET', `${BASE}${imp.id}/rejected/`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: otherSp.headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: `${BASE}${imp.id}/start/`, headers: otherSp.headers, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${BASE}${imp.id}/mapping/`, headers: otherSp.headers, payload: { mapping: {} } })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: BASE, headers: otherSp.headers })).json<{ items: Import[] }>();
    expect(list.items.some((item) => item.id === imp.id)).toBe(false);
    const linked = await t.database.db.select().from(companyFarmers).where(and(eq(companyFarmers.companyId, companyId)));
    expect(linked.length).toBeGreaterThan(0);
  });
});

describe('mapping and templates', () => {
  it('maps by hand, remembers the mapping for the next file with the same headers', async () => {
    const file = csv(['Col A,Col B', 'Lola,+2348030000701']);
    const imp = await uploaded('farmers', file);
    expect(imp.mapping).toMatchObject({ first_name: null, phone: null });
    expect(imp.rejected).toBe(1);
    const remapped = await t.app.inject({ method: 'PUT', url: `${BASE}${imp.id}/mapping/`, headers: sp.headers, payload: { mapping: { first_name: 0, phone: 1 } } });
    expect(remapped.statusCode, remapped.body).toBe(200);
    expect(remapped.json()).toMatchObject({ valid: 1, rejected: 0 });
    const beyond = await t.app.inject({ method: 'PUT', url: `${BASE}${imp.id}/mapping/`, headers: sp.headers, payload: { mapping: { phone: 5 } } });
    expect(beyond.statusCode).toBe(400);
    const next = await uploaded('farmers', file);
    expect(next.mapping).toMatchObject({ first_name: 0, phone: 1 });
  });

  it.each(LANGUAGES)('the %s template is recognised by its headers', async (lang) => {
    const template = await t.app.inject({ method: 'GET', url: `${BASE}template/?kind=farmers&lang=${lang}`, headers: sp.headers });
    expect(template.statusCode).toBe(200);
    const imp = await uploaded('farmers', template.rawPayload);
    expect(Object.values(imp.mapping).every((column) => column !== null)).toBe(true);
    const xlsx = await t.app.inject({ method: 'GET', url: `${BASE}template/?kind=rooms&lang=${lang}&format=xlsx`, headers: sp.headers });
    expect(xlsx.statusCode).toBe(200);
    const rooms = await uploaded('rooms', xlsx.rawPayload, 'rooms.xlsx', XLSX_TYPE);
    expect(Object.values(rooms.mapping).every((column) => column !== null)).toBe(true);
  });
});

describe('the start checklist', () => {
  it('shows what is done until dismissed for the whole company', async () => {
    const fresh = await createCompanyWithStaff(t.database.db);
    const session = await logIn(t.app, fresh.serviceProvider);
    const first = await t.app.inject({ method: 'GET', url: '/api/operation/v1/start-checklist/', headers: session.headers });
    expect(first.json()).toEqual({
      show: true,
      dismissed: false,
      items: [
        { key: 'location', done: false },
        { key: 'room', done: false },
        { key: 'operator', done: true },
        { key: 'farmers', done: true },
        { key: 'check_in', done: false },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/operation/v1/start-checklist/', headers: op.headers })).statusCode).toBe(403);
    const dismissed = await t.app.inject({ method: 'POST', url: '/api/operation/v1/start-checklist/dismiss/', headers: session.headers });
    expect(dismissed.json()).toMatchObject({ show: false, dismissed: true });
    const other = await t.app.inject({ method: 'GET', url: '/api/operation/v1/start-checklist/', headers: sp.headers });
    expect(other.json()).toMatchObject({ show: true, dismissed: false });
  });
});
