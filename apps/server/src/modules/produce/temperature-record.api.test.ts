import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { calendarDateIn } from '@coldroom/domain';
import { crates, movements } from '../../db/schema';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

// The lot's temperature record (docs/cold-chain-rules.md §6) on the produce answers. Tomatoes keep at 8–13 °C.
let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

type Lot = { id: number; temperature_record?: Record<string, unknown> & { alerts: { id: number; kind: string }[]; alerts_total: number } };

/** A lot of tomatoes checked in `hoursAgo` hours ago (whole minutes), in the room given. */
async function lotStoredSince(company: OperationsCompany, roomId: number, hoursAgo: number) {
  const response = await api.checkIn(company.sessions.op, tomatoes(company.farmerId, roomId, [20]));
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json();
  const since = new Date(Math.floor((Date.now() - hoursAgo * HOUR) / MIN) * MIN);
  await t.database.db.update(movements).set({ time: since }).where(eq(movements.id, checkIn.movement.id));
  await t.database.db.update(crates).set({ checkedInAt: since }).where(eq(crates.checkInId, checkIn.id));
  return { checkIn, lotId: checkIn.lots[0].id as number, since: since.getTime() };
}

/** The operator types readings into a room, one every half hour from `start`. */
async function typeReadings(company: OperationsCompany, roomId: number, start: number, values: number[]) {
  for (const [i, value] of values.entries()) {
    const response = await api.call('POST', `/storage/v1/cooling-units/${roomId}/readings/`, company.sessions.op, { temperature_c: value, measured_at: new Date(start + i * 30 * MIN).toISOString() });
    expect(response.statusCode, response.body).toBe(201);
  }
}

const lotIn = (list: { items: Lot[] }, id: number) => list.items.find((item) => item.id === id);

describe('a lot’s temperature record', () => {
  it('says how long, how far and when it went above its crop’s range, on the lot, the list and the farmer’s page', async () => {
    const { lotId, since } = await lotStoredSince(home, home.crateRoom.id, 5);
    // 10 °C, then 14 °C for 1 h 30 min (three readings), then back to 10 °C until now.
    await typeReadings(home, home.crateRoom.id, since, [10, 10, 14, 14.5, 14, 10, 10, 10, 10, 10, 10]);
    const detail = (await api.get(home.sessions.op, `/storage/v1/produce/${lotId}/`)).json() as Lot;
    expect(detail.temperature_record).toMatchObject({
      kind: 'out_of_range',
      range_c: { min: 8, max: 13 },
      stored_to: null,
      minutes_above: 90,
      minutes_below: 0,
      peak: { temperature_c: 14.5, direction: 'high', at: new Date(since + 90 * MIN).toISOString() },
      longest: { direction: 'high', minutes: 90, limit_c: 13, started_at: new Date(since + 60 * MIN).toISOString(), date: calendarDateIn(since + 60 * MIN, home.company.timeZone) },
      stretches: 1,
      lowest_c: 10,
      highest_c: 14.5,
    });
    // The typed readings opened the room's temperature alert: the lot lived through it.
    expect(detail.temperature_record!.alerts_total).toBeGreaterThanOrEqual(1);
    expect(detail.temperature_record!.alerts[0]).toMatchObject({ kind: 'temperature', direction: 'high' });

    const list = (await api.get(home.sessions.op, `/storage/v1/produce/?cooling_unit=${home.crateRoom.id}`)).json();
    expect(lotIn(list, lotId)?.temperature_record).toEqual(detail.temperature_record);
    const farmers = (await api.get(home.sessions.farmer, '/storage/v1/produce/')).json();
    expect(lotIn(farmers, lotId)?.temperature_record).toMatchObject({ kind: 'out_of_range', minutes_above: 90 });
  });

  it('"throughout" when the readings cover the stay inside the range; no record in a room without readings', async () => {
    const { lotId, since } = await lotStoredSince(home, home.kgRoom.id, 2);
    const bare = (await api.get(home.sessions.op, `/storage/v1/produce/${lotId}/`)).json() as Lot;
    expect(bare.temperature_record).toMatchObject({ kind: 'no_record', minutes_above: 0, alerts: [], alerts_total: 0, peak: null, longest: null });
    await typeReadings(home, home.kgRoom.id, since, [9, 10, 11, 10, 9]);
    const kept = (await api.get(home.sessions.op, `/storage/v1/produce/${lotId}/`)).json() as Lot;
    expect(kept.temperature_record).toMatchObject({ kind: 'throughout', range_c: { min: 8, max: 13 }, minutes_above: 0, minutes_below: 0, lowest_c: 9, highest_c: 11 });
  });

  it('ends at the check-out that emptied the lot, and the check-out receipt prints it', async () => {
    const company = await createOperationsCompany(t.app, t.database.db);
    const { checkIn, lotId, since } = await lotStoredSince(company, company.crateRoom.id, 3);
    // An hour at 14 °C, then back to 10 °C: the room's alert opens and closes within the stay.
    await typeReadings(company, company.crateRoom.id, since, [10, 14, 14, 10, 10]);
    const out = await api.checkOut(company.sessions.op, { cooling_unit_id: company.crateRoom.id, farmer_id: company.farmerId, lines: [{ crate_id: checkIn.lots[0].crates[0].id }], payment_method: 'cash', paid: true });
    expect(out.statusCode, out.body).toBe(201);
    // It left two hours after its check-in; half an hour later the room went far too warm: not the lot's concern.
    const [leaving] = await t.database.db
      .update(movements)
      .set({ time: new Date(since + 2 * HOUR) })
      .where(and(eq(movements.companyId, company.company.id), eq(movements.type, 'check_out')))
      .returning({ id: movements.id });
    await typeReadings(company, company.crateRoom.id, since + 150 * MIN, [20]);
    const detail = (await api.get(company.sessions.op, `/storage/v1/produce/${lotId}/`)).json() as Lot & { in_storage: boolean };
    expect(detail.in_storage).toBe(false);
    expect(detail.temperature_record).toMatchObject({ kind: 'out_of_range', stored_to: new Date(since + 2 * HOUR).toISOString(), minutes_stored: 120, minutes_above: 60, highest_c: 14, alerts_total: 1 });

    if (!hasPoppler) return;
    const pdf = (await t.app.inject({ method: 'GET', url: `/api/operation/v1/movements/${leaving!.id}/receipt/`, headers: company.sessions.op.headers })).rawPayload;
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Temperature in storage');
    expect(text).toMatch(/Tomato: 1 h above 13 °C on \w+ \d+/);
  });

  it('never shows another company’s readings, alerts or lots', async () => {
    const mine = await lotStoredSince(home, home.crateRoom.id, 2);
    const theirs = await lotStoredSince(other, other.crateRoom.id, 2);
    // The other company's room is far too cold for two hours: an alert there, minutes below there.
    await typeReadings(other, other.crateRoom.id, theirs.since, [2, 2, 2, 2, 2]);
    const theirDetail = (await api.get(other.sessions.op, `/storage/v1/produce/${theirs.lotId}/`)).json() as Lot;
    expect(theirDetail.temperature_record).toMatchObject({ kind: 'out_of_range', minutes_above: 0 });
    expect(theirDetail.temperature_record!.minutes_below).toBeGreaterThanOrEqual(120);
    const theirAlerts = new Set(theirDetail.temperature_record!.alerts.map((a) => a.id));
    expect(theirAlerts.size).toBeGreaterThan(0);

    const myList = (await api.get(home.sessions.op, '/storage/v1/produce/?page_size=200')).json() as { items: Lot[] };
    expect(lotIn(myList, theirs.lotId)).toBeUndefined();
    for (const lot of myList.items) {
      expect(lot.temperature_record!.minutes_below).toBe(0);
      expect(lot.temperature_record!.alerts.some((a) => theirAlerts.has(a.id))).toBe(false);
    }
    expect(lotIn(myList, mine.lotId)?.temperature_record).toBeDefined();
    expect((await api.get(home.sessions.op, `/storage/v1/produce/${theirs.lotId}/`)).statusCode).toBe(404);
  });
});
