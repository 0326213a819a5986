import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { farmers, operators } from '../../src/db/schema';
import { assignOperatorRooms } from '../../src/modules/cooling-units/assignments';
import { cropIdsByCode } from '../../src/modules/crops/queries';
import { createCompany, createPerson, type Person } from '../../test/factories';
import { createLocation, createRoom } from '../../test/site-factories';
import { accessToken } from '../lib/api-client';

/** What the operations benchmarks work on: one company, its rooms, an operator running them all, farmers. */
export interface OperationsFixture {
  companyId: number;
  /** The company's time zone: its days are those of the rooms' usage totals. */
  timeZone: string;
  /** Rooms the check-in load spreads over (round robin), as many as there are connections. */
  loadRoomIds: number[];
  /** A room of its own for the price preview, so the check-in load never changes what it prices. */
  previewRoomId: number;
  /** A room whose crop is priced by a rate card of 10 tiers (issue 29), for the tiered price preview. */
  tieredRoomId: number;
  /** Two rooms for the full-room case: one filled with 10,000 stored crates first, its twin left empty. */
  fullRoomId: number;
  emptyTwinRoomId: number;
  operator: Person;
  operatorUserId: number;
  /** farmers.id of the farmer whose crates are checked in under load. */
  loadFarmerId: number;
  /** farmers.id of the farmer whose 50 crates are priced. */
  previewFarmerId: number;
  /** crops.id of BENCH_CROP, and the price every room asks for it (daily, minor units of NGN). */
  cropId: number;
  rateMinor: number;
  /** A fresh access token of the operator (they last 15 minutes; ask again before each phase). */
  token(): Promise<string>;
  /** A fresh access token of the company's service provider (rate cards are theirs to change). */
  managerToken(): Promise<string>;
}

/** Room size far above what a run can fill: the capacity rule is checked, never hit. */
const ROOM_CAPACITY_CRATES = 10_000_000;
export const BENCH_CROP = 'tomato';
const RATE_MINOR = 5_000;

/** Prepares the data directly in the database with the API tests' factories, then logs in over HTTP. */
export async function prepareOperations(db: Db, baseUrl: string, roomCount: number): Promise<OperationsFixture> {
  const company = await createCompany(db, { name: 'Bench Cold Rooms' });
  const location = await createLocation(db, company.id, { name: 'Bench market' });
  const room = (name: string) =>
    createRoom(db, location, { name, capacity: ROOM_CAPACITY_CRATES, crops: [[BENCH_CROP, 'daily', RATE_MINOR]] });
  const loadRooms = [];
  for (let i = 1; i <= roomCount; i += 1) loadRooms.push(await room(`Load room ${i}`));
  const previewRoom = await room('Preview room');
  const fullRoom = await room('Full room');
  const emptyTwinRoom = await room('Empty twin room');
  const tieredRoom = await room('Tiered preview room');

  const operator = await createPerson(db, 'Operator', { company });
  const [operatorRow] = await db.select({ id: operators.id }).from(operators).where(eq(operators.userId, operator.user.id));
  await assignOperatorRooms(db, company.id, operatorRow!.id, [...loadRooms.map((r) => r.id), previewRoom.id, fullRoom.id, emptyTwinRoom.id, tieredRoom.id]);
  const manager = await createPerson(db, 'Service Provider', { company });

  const farmerId = async () => {
    const person = await createPerson(db, 'Farmer', { company });
    const [row] = await db.select({ id: farmers.id }).from(farmers).where(eq(farmers.userId, person.user.id));
    return row!.id;
  };
  return {
    companyId: company.id,
    timeZone: company.timeZone,
    loadRoomIds: loadRooms.map((r) => r.id),
    previewRoomId: previewRoom.id,
    fullRoomId: fullRoom.id,
    emptyTwinRoomId: emptyTwinRoom.id,
    tieredRoomId: tieredRoom.id,
    operator,
    operatorUserId: operator.user.id,
    loadFarmerId: await farmerId(),
    previewFarmerId: await farmerId(),
    cropId: (await cropIdsByCode(db)).get(BENCH_CROP)!,
    rateMinor: RATE_MINOR,
    token: () => accessToken(baseUrl, operator),
    managerToken: () => accessToken(baseUrl, manager),
  };
}
