import { sql } from 'drizzle-orm';
import type { CompanyRole } from '@coldroom/contract';
import { rowsOf } from '../../src/modules/occupancy/queries';
import { hashPassword } from '../../src/platform/auth/passwords';
import { TEST_PASSWORD } from '../../test/factories';
import type { PreparedHistory } from '../analysis/prepare';
import type { BenchContext } from '../lib/module';
import type { Login } from './http';
import { companyZone, findIds, prepareForWrites, sensorRoom, uploadLogo } from './setup';
import { checkLogins, createWorld, type World } from './world';

/**
 * The largest company of the generated history, seen by its busiest farmer (the most movements among
 * those with produce in storage) and the operator of the room holding most of it. The generator writes
 * people without logins, so these two get a password (and the operator a phone) here.
 */
export async function historyWorld(ctx: BenchContext, history: PreparedHistory): Promise<World> {
  const db = ctx.env.database.db;
  const companyId = history.largest.id;
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => rowsOf<T>(await db.execute(query))[0]!;
  const farmer = await one<{ farmer_id: string; user_id: string }>(sql`
    select m.farmer_id, f.user_id from movements m join farmers f on f.id = m.farmer_id
    where m.company_id = ${companyId} and not f.is_walk_in
      and exists (select 1 from crates c where c.farmer_id = m.farmer_id and c.company_id = ${companyId} and c.current_grams > 0)
    group by m.farmer_id, f.user_id order by count(*) desc, m.farmer_id limit 1`);
  const operator = await one<{ user_id: string }>(sql`
    select p.user_id from crates c join cooling_units u on u.id = c.cooling_unit_id
    join cooling_unit_operators o on o.cooling_unit_id = u.id join operators p on p.id = o.operator_id
    where c.farmer_id = ${farmer.farmer_id} and c.company_id = ${companyId} and c.current_grams > 0 and u.metric = 'crates'
    group by p.user_id order by count(*) desc, p.user_id limit 1`);
  // Generated phones are not real numbers (logins need one), so both get a real one of their own.
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const phoneOf = (prefix: string, userId: string) => `${prefix}${userId.padStart(6, '0').slice(-6)}`;
  // The farmer's a number of the company's country, where its SMS may go (receipts); the operator's only logs in.
  const farmerPhone = history.largest.profile.country === 'IN' ? `+9198${farmer.user_id.padStart(8, '0').slice(-8)}` : phoneOf('+2348034', farmer.user_id);
  const operatorPhone = phoneOf('+2348033', operator.user_id);
  await db.execute(sql`update users set password_hash = ${passwordHash}, phone = ${farmerPhone} where id = ${farmer.user_id}`);
  await db.execute(sql`update users set password_hash = ${passwordHash}, phone = ${operatorPhone} where id = ${operator.user_id}`);

  const sp = history.largest.serviceProvider;
  const logins: Record<CompanyRole, Login> = {
    'Service Provider': { username: sp.user.phone!, password: sp.password, userType: 'sp' },
    Operator: { username: operatorPhone, password: TEST_PASSWORD, userType: 'op' },
    Farmer: { username: farmerPhone, password: TEST_PASSWORD, userType: 'f' },
  };
  const found = await findIds(db, { spUserId: sp.user.id, operatorUserId: Number(operator.user_id), farmerUserId: Number(farmer.user_id) });
  await prepareForWrites(db, found);
  const ids = { ...found, sensorRoomId: 0, deviceKey: '', logoName: '' };
  const world = createWorld({ label: 'large history', baseUrl: ctx.env.server.baseUrl, db, ids, timeZone: await companyZone(db, companyId), logins });
  await checkLogins(world);
  Object.assign(ids, await sensorRoom(world, found), { logoName: await uploadLogo(world) });
  return world;
}
