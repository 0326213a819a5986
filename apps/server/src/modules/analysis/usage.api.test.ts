import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema';
import { buildHistory, mondayOfDate, type History } from './analysis-fixture';

let t: TestApp;
let h: History;

beforeAll(async () => {
  t = await createTestApp();
  h = await buildHistory(t);
});
afterAll(async () => t?.close());

const get = (url: string) => h.api.get(h.home.sessions.sp, `/operation/v1/analysis/${url}`);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d = new Date(d.getTime() + 86_400_000)) out.push(d.toISOString().slice(0, 10));
  return out;
};

/** Stock of a room at the end of a local day, replayed from the constructed events. */
function stockAt(roomId: number, day: string) {
  let crates = 0;
  let grams = 0;
  for (const e of h.checkIns.filter((x) => x.roomId === roomId && x.localDate <= day)) {
    crates += e.crates.length;
    grams += sum(e.crates.map((c) => c.grams));
  }
  for (const e of h.checkOuts.filter((x) => x.roomId === roomId && x.localDate <= day)) {
    crates -= e.lines.filter((l) => l.whole).length;
    grams -= sum(e.lines.map((l) => l.grams));
  }
  return { crates, grams };
}

describe('usage figures', () => {
  it('counts movements, crates and kg in and out, farmers by gender, per room and crop', async () => {
    const response = await get('usage/?from=2024-03-01&to=2024-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const cratesIn = h.checkIns.flatMap((e) => e.crates);
    const lines = h.checkOuts.flatMap((e) => e.lines);
    expect(body.totals).toEqual({
      check_ins: h.checkIns.length,
      check_outs: h.checkOuts.length,
      crates_in: cratesIn.length,
      crates_out: lines.filter((l) => l.whole).length,
      weight_in_kg: sum(cratesIn.map((c) => c.grams)) / 1000,
      weight_out_kg: sum(lines.map((l) => l.grams)) / 1000,
      farmers: { total: 2, female: 1, male: 0, other: 1 },
    });
    expect(body.totals.crates_out).toBeLessThan(lines.length); // the partial line counts weight only
    for (const crop of ['tomato', 'onion']) {
      const ins = cratesIn.filter((c) => c.crop === crop);
      const outs = lines.filter((l) => l.crop === crop);
      expect(body.per_crop).toContainEqual({ crop_id: crop, crates_in: ins.length, crates_out: outs.filter((l) => l.whole).length, weight_in_kg: sum(ins.map((c) => c.grams)) / 1000, weight_out_kg: sum(outs.map((l) => l.grams)) / 1000 });
    }
    const kgRoom = body.per_room.find((r: { cooling_unit: { id: number } }) => r.cooling_unit.id === h.home.kgRoom.id);
    expect(kgRoom).toMatchObject({ check_ins: 1, crates_in: 2, crates_out: 1, weight_in_kg: 42.5, weight_out_kg: 30 });
    const month = days('2024-03-01', '2024-03-31');
    const average = sum(month.map((d) => stockAt(h.home.kgRoom.id, d).grams / (h.home.kgRoom.capacity * 1000))) / month.length;
    expect(kgRoom.average_occupancy_percent).toBeCloseTo(average * 100, 1);
  });

  it('gives the occupancy at the end of each local day, across a 23:30 / 00:30 check-out pair', async () => {
    const body = (await get('usage/?from=2024-03-08&to=2024-03-13')).json();
    const { crateRoom, kgRoom } = h.home;
    const capacity = crateRoom.capacity + (kgRoom.capacity * 1000) / kgRoom.crateWeightGrams;
    expect(body.over_time.map((p: { period: string }) => p.period)).toEqual(days('2024-03-08', '2024-03-13'));
    for (const period of body.over_time) {
      const a = stockAt(crateRoom.id, period.period);
      const b = stockAt(kgRoom.id, period.period);
      expect(period.occupancy_crates, period.period).toBe(a.crates + b.crates);
      expect(period.occupancy_percent, period.period).toBeCloseTo(((a.crates + b.grams / kgRoom.crateWeightGrams) / capacity) * 100, 1);
      const outs = h.checkOuts.filter((e) => e.localDate === period.period);
      expect(period.check_outs, period.period).toBe(outs.length);
      expect(period.weight_out_kg, period.period).toBe(sum(outs.flatMap((e) => e.lines.map((l) => l.grams))) / 1000);
    }
    // 23:30 on the 9th empties a crate that day; the 00:30 part on the 10th takes weight, not a crate.
    expect(body.over_time[1].crates_out).toBe(1);
    expect(body.over_time[2]).toMatchObject({ check_outs: 1, crates_out: 0, weight_out_kg: 5 });
  });

  it('sums weeks by Monday and keeps the week’s last day as its occupancy', async () => {
    const body = (await get('usage/?from=2024-03-01&to=2024-03-17&bucket=week')).json();
    expect(body.over_time.map((p: { period: string }) => p.period)).toEqual(['2024-02-26', '2024-03-04', '2024-03-11']);
    const week = body.over_time[1];
    const of = h.checkOuts.filter((e) => mondayOfDate(e.localDate) === '2024-03-04');
    expect(week.check_outs).toBe(of.length);
    expect(week.occupancy_crates).toBe(stockAt(h.home.crateRoom.id, '2024-03-10').crates + stockAt(h.home.kgRoom.id, '2024-03-10').crates);
  });
});

describe('exports', () => {
  it('writes the revenue CSV with a BOM, escaped cells and a total column summing to the revenue', async () => {
    await t.database.db.update(users).set({ firstName: '=HYPERLINK("x")', lastName: '' }).where(eq(users.id, h.home.farmer.user.id));
    const response = await get('revenue/export/?from=2024-03-01&to=2024-03-31&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="revenue-2024-03-01-2024-03-31.csv"');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).trim().split('\r\n');
    const header = lines[0]!.split(',');
    expect(lines).toHaveLength(1 + h.checkOuts.length);
    expect(lines.filter((l) => l.includes(`"'=HYPERLINK(""x"")"`))).toHaveLength(3);
    expect(lines.some((l) => l.includes(',=HYPERLINK'))).toBe(false);
    const total = header.indexOf('total');
    const cells = lines.slice(1).map((l) => l.split(',').slice(-3)); // subtotal, discount, total never hold commas
    expect(header.slice(-4)).toEqual(['currency', 'subtotal', 'discount', 'total']);
    expect(total).toBe(header.length - 1);
    const csvTotal = sum(cells.map((c) => Math.round(Number(c[2]) * 100)));
    expect(csvTotal).toBe(sum(h.checkOuts.map((e) => e.total)));
    // The 23:30 check-out shows its local time.
    expect(lines.some((l) => l.includes(',2024-03-09 23:30,'))).toBe(true);
    expect(lines[1]!.split(',')).toContain('NGN');
  });

  it('writes XLSX readable back: numbers with a currency format, and a totals sheet', async () => {
    const response = await get('revenue/export/?from=2024-03-01&to=2024-03-31&format=xlsx');
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + h.checkOuts.length);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = headers.indexOf('total') + 1;
    const totals = [];
    for (let r = 2; r <= sheet.rowCount; r += 1) totals.push(sheet.getRow(r).getCell(col).value as number);
    expect(Math.round(sum(totals) * 100)).toBe(sum(h.checkOuts.map((e) => e.total)));
    expect(sheet.getRow(2).getCell(col).numFmt).toContain('NGN');
    const totalsSheet = book.getWorksheet('totals')!;
    const revenueRow = [...Array(totalsSheet.rowCount).keys()].map((i) => totalsSheet.getRow(i + 1)).find((row) => row.getCell(1).value === 'revenue')!;
    expect(Math.round((revenueRow.getCell(2).value as number) * 100)).toBe(sum(h.checkOuts.map((e) => e.total)));
  });

  it('writes the usage CSV one row per period, and refuses farmers', async () => {
    const response = await get('usage/export/?from=2024-03-08&to=2024-03-13&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('usage-2024-03-08-2024-03-13.csv');
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 6);
    const header = lines[0]!.split(',');
    const outIndex = header.indexOf('weight_out_kg');
    expect(sum(lines.slice(1).map((l) => Number(l.split(',')[outIndex])))).toBe(sum(h.checkOuts.filter((e) => e.localDate <= '2024-03-13' && e.localDate >= '2024-03-08').flatMap((e) => e.lines.map((l) => l.grams))) / 1000);
    const xlsx = await get('usage/export/?from=2024-03-08&to=2024-03-13&format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await h.api.get(h.home.sessions.farmer, '/operation/v1/analysis/usage/export/?from=2024-03-08&to=2024-03-13&format=csv')).statusCode).toBe(403);
  });
});
