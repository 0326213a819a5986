import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { migrationsFolder } from '../migrate';
import { rowsOf } from '../../modules/occupancy/queries';
import { DEMO_PASSWORD } from './context';
import { seedDemoData } from './index';

let t: TestApp;
let seconds = 0;

beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await seedDemoData(t.database.db);
  seconds = (Date.now() - started) / 1000;
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;

async function session(username: string, user_type: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username, password: DEMO_PASSWORD, user_type } });
  const refreshed = await t.app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: login.json().refresh } });
  return { authorization: `Bearer ${refreshed.json().access}` };
}

describe('demo accounts', () => {
  it('show the demo farmer a payment in full and a part payment at the demo company', async () => {
    const rows = rowsOf<{ amount: number | string; total: number | string; paid: boolean; paid_minor: number | string }>(
      await t.database.db.execute(sql`
        select p.amount_minor as amount, co.total_minor as total, co.paid, co.paid_minor from payments p
        join payment_allocations a on a.payment_id = p.id join check_outs co on co.id = a.check_out_id
        join farmers f on f.id = p.farmer_id join users u on u.id = f.user_id
        where u.phone = '+2348030000003' order by co.time`),
    );
    expect(rows.map((row) => [Number(row.amount) === Number(row.total), row.paid, Number(row.paid_minor) === Number(row.amount)])).toEqual([
      [true, true, true],
      [false, false, true],
    ]);
  });
});

describe('demo history', () => {
  it('is quick to create', () => {
    console.info(`demo data created in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
  });

  it('has months of check-ins and check-outs in both companies, some unpaid, some crates still stored', async () => {
    const figures = await one<{ companies: number; check_ins: number; check_outs: number; unpaid: number; stored: number; days: number }>(sql`
      select (select count(distinct company_id)::int from movements) as companies,
        (select count(*)::int from check_ins) as check_ins,
        (select count(*)::int from check_outs) as check_outs,
        (select count(*)::int from check_outs where not paid) as unpaid,
        (select count(*)::int from crates where current_grams > 0) as stored,
        (select extract(day from max(time) - min(time))::int from movements) as days`);
    expect(figures.companies).toBe(2);
    expect(figures.check_ins).toBeGreaterThan(200);
    expect(figures.check_outs).toBeGreaterThan(150);
    expect(figures.unpaid).toBeGreaterThan(10);
    expect(figures.stored).toBeGreaterThan(10);
    expect(figures.days).toBeGreaterThanOrEqual(90);
  });

  it('keeps kg in = kg out + kg in storage, lines priced within bounds, movements in the past', async () => {
    const check = await one<{ kg_in: string; kg_out: string; kg_stored: string; future: number; bad_totals: number }>(sql`
      select (select sum(initial_grams)::text from crates) as kg_in,
        (select sum(grams)::text from check_out_lines) as kg_out,
        (select sum(current_grams)::text from crates) as kg_stored,
        (select count(*)::int from movements where time > now()) as future,
        (select count(*)::int from check_outs co where co.subtotal_minor <> (select sum(line_minor) from check_out_lines l where l.check_out_id = co.id)) as bad_totals`);
    expect(BigInt(check.kg_in)).toBe(BigInt(check.kg_out) + BigInt(check.kg_stored));
    expect(check.future).toBe(0);
    expect(check.bad_totals).toBe(0);
  });

  it('never fills a room past its capacity now', async () => {
    const over = await one<{ n: number }>(sql`
      select count(*)::int as n from cooling_units cu
      where (cu.metric = 'crates' and (select count(*) from crates c where c.cooling_unit_id = cu.id and c.current_grams > 0) > cu.capacity)
         or (cu.metric = 'kg' and (select coalesce(sum(current_grams), 0) from crates c where c.cooling_unit_id = cu.id) > cu.capacity * 1000)`);
    expect(over.n).toBe(0);
  });

  it('gives every room its stock as the capacity check reads it, and the usage totals of its history', async () => {
    const wrong = await one<{ rooms: number; stocked: number; usage_grams_in: string; grams_in: string }>(sql`
      select (select count(*)::int from cooling_units cu
              where cu.stored_crates <> (select count(*) from crates c where c.cooling_unit_id = cu.id and c.current_grams > 0)
                 or cu.stored_grams <> (select coalesce(sum(current_grams), 0) from crates c where c.cooling_unit_id = cu.id)) as rooms,
             (select count(*)::int from cooling_units where stored_crates > 0) as stocked,
             (select coalesce(sum(grams_in), 0)::text from usage_room_days) as usage_grams_in,
             (select coalesce(sum(initial_grams), 0)::text from crates) as grams_in`);
    expect(wrong.rooms).toBe(0);
    expect(wrong.stocked).toBeGreaterThan(0);
    expect(wrong.usage_grams_in).toBe(wrong.grams_in);
  });

  it('shows the demo farmer their tomatoes in Dawanau Room A, which the demo operator runs', async () => {
    const farmer = await session('+2348030000003', 'f');
    const produce = (await t.app.inject({ method: 'GET', url: '/api/storage/v1/produce/?page_size=200', headers: farmer })).json();
    const tomatoes = produce.items.find((item: { crop_id: string; cooling_unit: { name: string } }) => item.crop_id === 'tomato' && item.cooling_unit.name === 'Dawanau Room A');
    expect(tomatoes).toMatchObject({ crates: 3, weight_kg: 73.25, days_stored: 2, planned_days: 7 });
    expect(tomatoes.fee_due_minor).toBeGreaterThan(0);
    const operator = await session('+2348030000002', 'op');
    const crates = (await t.app.inject({ method: 'GET', url: `/api/storage/v1/crates/?lot=${tomatoes.id}`, headers: operator })).json();
    expect(crates.total).toBe(3);
    const history = (await t.app.inject({ method: 'GET', url: '/api/operation/v1/movements/?page_size=5', headers: operator })).json();
    expect(history.total).toBeGreaterThan(100);
  });
});

describe('rate cards on the demo data (issue 29)', () => {
  it('keeps every stored crate’s fee when version 1 of its room’s price is applied to every lot', async () => {
    const sp = await session('+2348030000001', 'sp');
    const stored = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/storage/v1/crates/?page_size=500', headers: sp })).json<{ items: { id: number; cooling_unit_id: number; fee_minor: number; fee_due_minor: number }[] }>().items;
    const before = await stored();
    expect(before.length).toBeGreaterThan(10);
    // The migration's own statement: the demo rooms were made after the database was migrated.
    const file = readdirSync(migrationsFolder()).find((name) => name.endsWith('_rate_cards.sql'))!;
    const statement = readFileSync(`${migrationsFolder()}/${file}`, 'utf8').split('--> statement-breakpoint').find((part) => part.includes('INSERT INTO "rate_cards"'))!;
    await t.database.db.execute(sql.raw(statement));
    const rooms = [...new Set(before.map((crate) => crate.cooling_unit_id))];
    const cards = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from rate_cards where version = 1 and cooling_unit_id in (${sql.join(rooms.map((room) => sql`${room}`), sql`, `)})`));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const applied = await t.app.inject({ method: 'POST', url: `/api/operation/v1/rate-cards/${card.id}/apply/`, headers: sp, payload: { confirm: true } });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    // Every stored lot of those rooms now carries its version 1 card, and not one fee moved.
    const uncarded = await one<{ n: number }>(sql`select count(distinct p.id)::int as n from produce_lots p join crates c on c.lot_id = p.id
      where c.current_grams > 0 and c.cooling_unit_id in (${sql.join(rooms.map((room) => sql`${room}`), sql`, `)}) and p.rate_card_id is null`);
    expect(uncarded.n).toBe(0);
    const after = await stored();
    expect(after.map((crate) => [crate.id, crate.fee_minor, crate.fee_due_minor])).toEqual(before.map((crate) => [crate.id, crate.fee_minor, crate.fee_due_minor]));
  });
});
