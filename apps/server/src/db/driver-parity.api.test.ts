/**
 * The two databases answer the app's SQL with the same JavaScript values. Plain SQL (`db.execute`) gets
 * each driver's own conversion of a column type: node-postgres gives a bigint as a string, and PGlite,
 * unless told otherwise, a number. The app's code then ran on two kinds of value for one query; PGlite is
 * told to answer like node-postgres (db/client.ts), and this file, run on both databases with the same
 * expectations, proves it for every column type the schema and the SQL of the modules use. Because of it
 * the API test files run on PostgreSQL in full and on PGlite where the engines differ (docs/testing.md).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithStaff } from '../../test/factories';
import { freshDatabase } from '../../test/harness';
import { createLocation } from '../../test/site-factories';
import type { Database } from './client';
import { locations } from './schema';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
});
afterAll(async () => dispose?.());

const row = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;

describe('plain SQL answers the same values on PGlite and on PostgreSQL', () => {
  it('numbers: integers as numbers, bigints and numerics as exact strings, floats as numbers', async () => {
    const values = await row(sql`select 7::int2 as small, 42::int4 as int, 9007199254740993::int8 as big, count(*) as counted,
      sum(2::int8) as summed, 12.50::numeric(10,2) as exact, 1.5::float8 as float, null::int8 as nothing from (values (1), (2)) v(x)`);
    expect(values).toStrictEqual({ small: 7, int: 42, big: '9007199254740993', counted: '2', summed: '4', exact: '12.50', float: 1.5, nothing: null });
  });

  it('text, booleans, uuids and JSON', async () => {
    const values = await row(sql`select 'Kano'::text as text, 'Ọ̀yọ́'::varchar(20) as varchar, true as yes,
      '00000000-0000-4000-8000-000000000001'::uuid as id, '{"a": [1, "b"]}'::jsonb as doc`);
    expect(values).toStrictEqual({ text: 'Kano', varchar: 'Ọ̀yọ́', yes: true, id: '00000000-0000-4000-8000-000000000001', doc: { a: [1, 'b'] } });
  });

  it('dates and times as the database writes them (drizzle maps the columns it knows)', async () => {
    const values = await row(sql`select '2026-11-27'::date as day, '2026-11-27 10:15:00+00'::timestamptz as at`);
    expect(values.day).toBe('2026-11-27');
    expect(typeof values.at).toBe('string');
    expect(new Date(String(values.at)).toISOString()).toBe('2026-11-27T10:15:00.000Z');
  });

  it('arrays of integers, bigints and text', async () => {
    const values = await row(sql`select array[1, 2]::int4[] as ints, array[3, 4]::int8[] as bigs, array['a', 'b']::text[] as texts`);
    expect(values).toStrictEqual({ ints: [1, 2], bigs: ['3', '4'], texts: ['a', 'b'] });
  });

  it('columns read through the query builder keep their declared modes (bigint as number, timestamps as dates)', async () => {
    const staff = await createCompanyWithStaff(database.db);
    const location = await createLocation(database.db, staff.company.id);
    const [read] = await database.db.select({ id: locations.id, latitude: locations.latitude, createdAt: locations.createdAt }).from(locations).where(eq(locations.id, location.id));
    expect(typeof read!.id).toBe('number');
    expect(read!.latitude).toBe(12);
    expect(read!.createdAt).toBeInstanceOf(Date);
  });
});
