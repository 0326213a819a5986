import { sql } from 'drizzle-orm';
import type { Company, DeviceKeyCreated } from '@coldroom/contract';
import type { Db } from '../../src/db/client';
import { rowsOf } from '../../src/modules/occupancy/queries';
import { tinyPng } from '../../test/organisation-factories';
import type { World, WorldIds } from './world';

/** Room size no run can fill: check-ins in the operator's rooms are checked against capacity, never refused. */
const UNFILLABLE = 10_000_000;

export type Found = Omit<WorldIds, 'sensorRoomId' | 'deviceKey' | 'logoName'>;

/**
 * The ids a world's requests name, read from its data: the operator's crates room holding most of the
 * farmer's produce, another room of theirs taking the same crop, the farmer's newest records.
 */
export async function findIds(db: Db, people: { spUserId: number; operatorUserId: number; farmerUserId: number }): Promise<Found> {
  const one = async <T>(query: ReturnType<typeof sql>, what: string): Promise<T> => {
    const [row] = rowsOf<T>(await db.execute(query));
    if (!row) throw new Error(`endpoints: the data has no ${what}`);
    return row;
  };
  const { spUserId, operatorUserId, farmerUserId } = people;
  const sp = await one<{ id: string; company_id: string }>(sql`select id, company_id from service_providers where user_id = ${spUserId}`, 'service provider');
  const operator = await one<{ id: string }>(sql`select id from operators where user_id = ${operatorUserId}`, 'operator');
  const farmer = await one<{ id: string }>(sql`select id from farmers where user_id = ${farmerUserId}`, 'farmer');
  const room = await one<{ id: string; location_id: string; crop: string }>(
    sql`select u.id, u.location_id,
          (select k.code from crates c join crops k on k.id = c.crop_id where c.cooling_unit_id = u.id and c.farmer_id = ${farmer.id}
           group by k.code order by count(*) desc limit 1) as crop
        from cooling_unit_operators o join cooling_units u on u.id = o.cooling_unit_id
        where o.operator_id = ${operator.id} and u.metric = 'crates' and u.deleted_at is null
        order by (select count(*) from crates c where c.cooling_unit_id = u.id and c.farmer_id = ${farmer.id} and c.current_grams > 0) desc, u.id
        limit 1`,
    "operator's crates room",
  );
  const other = await one<{ id: string }>(
    sql`select u.id from cooling_unit_operators o join cooling_units u on u.id = o.cooling_unit_id
        join cooling_unit_crops p on p.cooling_unit_id = u.id join crops k on k.id = p.crop_id
        where o.operator_id = ${operator.id} and u.id <> ${room.id} and u.metric = 'crates' and not u.sensor and u.deleted_at is null and k.code = ${room.crop}
        order by u.id limit 1`,
    `second room of the operator taking ${room.crop}`,
  );
  const newest = (table: string) =>
    one<{ id: string }>(sql.raw(`select id from ${table} where farmer_id = ${Number(farmer.id)} order by id desc limit 1`), `${table} of the farmer`);
  const lot = await one<{ id: string }>(
    sql`select lot_id as id from crates where farmer_id = ${farmer.id} and cooling_unit_id = ${room.id} and current_grams > 0 order by lot_id desc limit 1`,
    "farmer's lot in storage",
  );
  return {
    companyId: Number(sp.company_id),
    locationId: Number(room.location_id),
    roomId: Number(room.id),
    otherRoomId: Number(other.id),
    cropCode: room.crop,
    spUserId,
    serviceProviderId: Number(sp.id),
    operatorUserId,
    operatorId: Number(operator.id),
    farmerUserId,
    farmerId: Number(farmer.id),
    checkInId: Number((await newest('check_ins')).id),
    checkOutId: Number((await newest('check_outs')).id),
    movementId: Number((await newest('movements')).id),
    lotId: Number(lot.id),
  };
}

/** The company's time zone (analysis ranges are its calendar days). */
export async function companyZone(db: Db, companyId: number): Promise<string> {
  const [row] = rowsOf<{ zone: string }>(await db.execute(sql`select time_zone as zone from companies where id = ${companyId}`));
  return row!.zone;
}

/**
 * What the writes need and the data may lack: the operator's rooms never full, corrections allowed in the
 * main room, a notification for each person (a pick-up notice on the farmer's lot, as the job raises them).
 */
export async function prepareForWrites(db: Db, ids: Found): Promise<void> {
  await db.execute(sql`update cooling_units set capacity = ${UNFILLABLE}
    where id in (select cooling_unit_id from cooling_unit_operators where operator_id = ${ids.operatorId})`);
  await db.execute(sql`update cooling_units set editable_checkins = true where id = ${ids.roomId}`);
  for (const userId of [ids.spUserId, ids.operatorUserId, ids.farmerUserId]) {
    await db.execute(sql`insert into notifications (company_id, user_id, kind, lot_id, days_left)
      select ${ids.companyId}, ${userId}, 'pickup_soon', ${ids.lotId}, 1.5
      where not exists (select 1 from notifications where user_id = ${userId})`);
  }
}

/** The company's logo, uploaded as the company form does (multipart); returns its stored name. */
export async function uploadLogo(world: Pick<World, 'baseUrl' | 'token' | 'ids'>): Promise<string> {
  const form = new FormData();
  form.append('logo', new Blob([tinyPng()], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${world.baseUrl}/api/user/v1/companies/${world.ids.companyId}/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await world.token('Service Provider')}` },
    body: form,
  });
  const company = (await response.json()) as Company;
  if (response.status !== 200 || !company.logo) throw new Error(`endpoints: logo upload answered ${response.status}`);
  return company.logo.split('/').pop()!;
}

/** A room of the company with its sensor on (one that has it, else one turned on) and a fresh device key. */
export async function sensorRoom(world: Pick<World, 'db' | 'api'>, ids: Found): Promise<{ sensorRoomId: number; deviceKey: string }> {
  const [room] = rowsOf<{ id: string }>(
    await world.db.execute(sql`update cooling_units set sensor = true
      where id = (select id from cooling_units where company_id = ${ids.companyId} and id <> ${ids.otherRoomId} and deleted_at is null
                  order by sensor desc, id = ${ids.roomId}, id limit 1)
      returning id`),
  );
  if (!room) throw new Error('endpoints: the company has no room for a sensor');
  const key = await world.api<DeviceKeyCreated>('Service Provider', 'POST', `/api/storage/v1/cooling-units/${room.id}/device-keys/`, {}, 201);
  return { sensorRoomId: Number(room.id), deviceKey: key.key };
}
