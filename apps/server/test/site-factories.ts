import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { coolingUnitCrops, coolingUnits, locations, type CoolingUnitRow, type LocationRow } from '../src/db/schema';
import { cropIdsByCode } from '../src/modules/crops/queries';
import { registerStoredCratesSource } from '../src/modules/occupancy/stored-crates';

let sequence = 0;
const next = () => (sequence += 1);

export async function createLocation(db: Db, companyId: number, overrides: Partial<typeof locations.$inferInsert> = {}): Promise<LocationRow> {
  const n = next();
  const [row] = await db
    .insert(locations)
    .values({ companyId, name: `Market ${n}`, country: 'NG', city: 'Kano', state: 'Kano', latitude: 12, longitude: 8.5, ...overrides })
    .returning();
  return row!;
}

export async function createRoom(
  db: Db,
  location: LocationRow,
  overrides: Partial<typeof coolingUnits.$inferInsert> & { crops?: [string, 'fixed' | 'daily', number][] } = {},
): Promise<CoolingUnitRow> {
  const { crops, ...columns } = overrides;
  const [row] = await db
    .insert(coolingUnits)
    .values({ companyId: location.companyId, locationId: location.id, name: `Room ${next()}`, type: 'market', metric: 'crates', capacity: 100, ...columns })
    .returning();
  if (crops?.length) {
    const ids = await cropIdsByCode(db);
    await db.insert(coolingUnitCrops).values(
      crops.map(([code, pricing, rate]) => ({ companyId: location.companyId, coolingUnitId: row!.id, cropId: ids.get(code)!, pricing, rateMinor: rate, currency: 'NGN' })),
    );
  }
  return row!;
}

export interface TestCrate {
  room: number;
  grams: number;
  plannedDays?: number | null;
  checkedInAt: Date;
}

/**
 * Crates in storage before check-ins exist (issue 5): a table in the test's database registered as a
 * source of stored crates, so occupancy, the planner and delete refusals can be tested on built cases.
 */
export async function installTestCrates(db: Db) {
  await db.execute(sql`create table if not exists test_stored_crates (
    cooling_unit_id bigint not null, grams bigint not null, planned_days integer, checked_in_at timestamptz not null)`);
  const unregister = registerStoredCratesSource(sql`select cooling_unit_id, grams, planned_days, checked_in_at from test_stored_crates`);
  return {
    async add(...crates: TestCrate[]) {
      for (const crate of crates) {
        await db.execute(sql`insert into test_stored_crates values (${crate.room}, ${crate.grams}, ${crate.plannedDays ?? null}, ${crate.checkedInAt.toISOString()}::timestamptz)`);
      }
    },
    async clear() {
      await db.execute(sql`delete from test_stored_crates`);
    },
    unregister,
  };
}
