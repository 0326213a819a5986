import type pg from 'pg';
import type { Db } from '../../src/db/client';
import { createCompany, createPerson, type Person } from '../../test/factories';
import { base32Sql, CROPS_PER_COMPANY, PROFILES, ROOM_TYPES, type CompanyProfile } from './profiles';
import { companyWeights, MEAN_CRATES_PER_CHECK_IN, split, type HistoryShape } from './sizes';

/** One generated company and what its history is drawn from. */
export interface GeneratedCompany {
  id: number;
  name: string;
  profile: CompanyProfile;
  serviceProvider: Person;
  roomIds: number[];
  roomMetrics: ('crates' | 'kg')[];
  /** users.id of the operator running each room (same order as roomIds). */
  roomOperatorUserIds: number[];
  /** farmers.id of every farmer the company serves (company_farmers). */
  farmerIds: number[];
  /** crops.id of its crop list, and the daily rate of each room for each crop: rates[room * crops + crop]. */
  cropIds: number[];
  rates: number[];
  checkIns: number;
}

/** Mean days in storage of the generated stays (first check-out), to size rooms. */
const MEAN_STAY_DAYS = 16;
const ROOMS_PER_LOCATION = 5;
const ROOMS_PER_OPERATOR = 4;
/** Share of farmers who registered themselves (company_id null) and are linked to one or two companies. */
const SELF_REGISTERED = 0.1;

/**
 * Companies with a service provider who can log in, locations, rooms with prices and operators, and
 * farmers (most registered by a company, some self-registered and linked to two). Bulk rows go in with
 * INSERT … SELECT; the few people who must log in come from the API tests' factories.
 */
export async function createCompanies(db: Db, client: pg.Client, shape: HistoryShape, runTag: string): Promise<GeneratedCompany[]> {
  const weights = companyWeights(shape.companies);
  const rooms = split(shape.rooms, weights, 2);
  const ownFarmers = split(Math.round(shape.farmers * (1 - SELF_REGISTERED)), weights, 5);
  const checkIns = split(Math.round(shape.crates / MEAN_CRATES_PER_CHECK_IN), weights, 20);
  const catalogue = (await client.query<{ id: string }>('select id from crops where in_catalogue order by position, id')).rows.map((r) => Number(r.id));
  const days = shape.years * 365;

  const companies: GeneratedCompany[] = [];
  for (let c = 0; c < shape.companies; c += 1) {
    const profile = PROFILES[c % PROFILES.length]!;
    const name = `Analysis Cold Rooms ${runTag} ${c + 1}`;
    const company = await createCompany(db, { name, country: profile.country, currency: profile.currency, timeZone: profile.timeZone, hasCoolingUnits: true });
    const serviceProvider = await createPerson(db, 'Service Provider', { company });
    const cropIds = Array.from({ length: CROPS_PER_COMPANY }, (_, i) => catalogue[(c * 3 + i * 7) % catalogue.length]!);
    await client.query('update companies set crop_ids = array(select code from crops where id = any($2::bigint[])) where id = $1', [company.id, cropIds]);

    // Rooms sized so the busiest days fill them to roughly 60–90 %.
    const cratesPerRoomDay = (checkIns[c]! * MEAN_CRATES_PER_CHECK_IN) / rooms[c]! / days;
    const capacityCrates = Math.max(20, Math.round(cratesPerRoomDay * MEAN_STAY_DAYS * 1.6));
    const roomRows = await client.query<{ id: string; metric: 'crates' | 'kg' }>(
      `with loc as (
         insert into locations (company_id, name, country, city, latitude, longitude)
         select $1, $3 || ' market ' || g, $2, $3, null, null from generate_series(1, ceil($4::numeric / ${ROOMS_PER_LOCATION})::int) g
         returning id
       ), numbered as (select id, row_number() over (order by id) - 1 as n from loc)
       insert into cooling_units (company_id, location_id, name, type, metric, capacity)
       select $1, l.id, 'Room ' || r, ($6::text[])[1 + r % 4], case when r % 6 = 0 then 'kg' else 'crates' end,
              case when r % 6 = 0 then $5 * 25 else $5 end
       from generate_series(1, $4::int) r join numbered l on l.n = (r - 1) / ${ROOMS_PER_LOCATION}
       returning id, metric`,
      [company.id, profile.country, profile.city, rooms[c], capacityCrates, ROOM_TYPES],
    );
    const roomIds = roomRows.rows.map((r) => Number(r.id));
    // Daily rates: per crate, or per kg in kg rooms (a 25 kg crate's rate ÷ 25); crops and rooms differ a little.
    const rates = roomRows.rows.flatMap((room, r) =>
      cropIds.map((_, k) => Math.max(1, Math.round((profile.crateRateMinor * (1 + 0.1 * k) * (0.9 + 0.05 * (r % 5))) / (room.metric === 'kg' ? 25 : 1)))),
    );
    await client.query(
      `insert into cooling_unit_crops (company_id, cooling_unit_id, crop_id, pricing, rate_minor, currency)
       select $1, ($2::bigint[])[1 + (i - 1) / $4], ($3::bigint[])[1 + (i - 1) % $4], 'daily', ($5::bigint[])[i], $6
       from generate_series(1, $7::int) i`,
      [company.id, roomIds, cropIds, CROPS_PER_COMPANY, rates, profile.currency, rates.length],
    );
    const roomOperatorUserIds = await createOperators(client, company.id, roomIds, profile, runTag, c);
    await createFarmers(client, { companyId: company.id, count: ownFarmers[c]!, profile});
    companies.push({
      id: company.id, name, profile, serviceProvider, roomIds, roomMetrics: roomRows.rows.map((r) => r.metric),
      roomOperatorUserIds, farmerIds: [], cropIds, rates, checkIns: checkIns[c]!,
    });
  }
  await linkSelfRegistered(client, companies, Math.round(shape.farmers * SELF_REGISTERED));
  for (const company of companies) {
    const { rows } = await client.query<{ id: string }>('select farmer_id as id from company_farmers where company_id = $1 order by farmer_id', [company.id]);
    company.farmerIds = rows.map((r) => Number(r.id));
  }
  return companies;
}

/** One operator per few rooms (no login: the history is written directly); returns each room's operator. */
async function createOperators(client: pg.Client, companyId: number, roomIds: number[], profile: CompanyProfile, runTag: string, c: number) {
  const count = Math.ceil(roomIds.length / ROOMS_PER_OPERATOR);
  const { rows } = await client.query<{ id: string; user_id: string }>(
    `with u as (
       insert into users (role, email, first_name, last_name, gender, language, company_id)
       select 'Operator', 'operator-' || $4 || '-' || $5 || '-' || g || '@example.com', 'Operator', 'No ' || g, 'male', $3, $1
       from generate_series(1, $2::int) g returning id
     )
     insert into operators (user_id, company_id) select id, $1 from u order by id returning id, user_id`,
    [companyId, count, profile.language, runTag.toLowerCase(), c + 1],
  );
  const roomOperator = roomIds.map((_, r) => rows[Math.floor(r / ROOMS_PER_OPERATOR)]!);
  await client.query(
    `insert into cooling_unit_operators (company_id, cooling_unit_id, operator_id)
     select $1, unnest($2::bigint[]), unnest($3::bigint[])`,
    [companyId, roomIds, roomOperator.map((o) => Number(o.id))],
  );
  return roomOperator.map((o) => Number(o.user_id));
}

/** Farmers (users + farmers rows), registered by `companyId` (and linked to it) or self-registered (null). */
async function createFarmers(client: pg.Client, input: { companyId: number | null; count: number; profile: CompanyProfile }) {
  const { companyId, count, profile } = input;
  const phone = `$3 || lpad(nextval(pg_get_serial_sequence('users', 'id'))::text, 9, '0')`;
  await client.query(
    `with u as (
       insert into users (role, phone, first_name, last_name, gender, language)
       select 'Farmer', ${phone}, 'Farmer', 'No ' || g,
              case when r < 0.46 then 'female' when r < 0.93 then 'male' when r < 0.96 then 'other' end, $4
       from (select g, random() as r from generate_series(1, $2::int) g) s
       returning id
     ), f as (
       insert into farmers (user_id, company_id, user_code, country)
       select id, $1::bigint, 'B' || ${base32Sql('id', 7)}, $5 from u returning id
     )
     insert into company_farmers (company_id, farmer_id) select $1::bigint, id from f where $1::bigint is not null`,
    [companyId, count, profile.phonePrefix, profile.language, profile.country],
  );
}

/** Self-registered farmers, each linked to two companies (by weight of the first), as operators link them by code. */
async function linkSelfRegistered(client: pg.Client, companies: GeneratedCompany[], count: number) {
  if (companies.length === 0 || count === 0) return;
  const before = await client.query<{ max: string | null }>('select max(id) as max from farmers');
  await createFarmers(client, { companyId: null, count, profile: PROFILES[0]!});
  const ids = companies.map((c) => c.id);
  await client.query(
    `insert into company_farmers (company_id, farmer_id)
     select distinct ($2::bigint[])[1 + k], f.id
     from farmers f cross join lateral (values ((f.id % $3)::int), (((f.id / 3) % $3)::int)) as v(k)
     where f.id > $1 and f.company_id is null`,
    [before.rows[0]?.max ?? 0, ids, ids.length],
  );
}
