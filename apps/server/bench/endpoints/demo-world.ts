import { sql } from 'drizzle-orm';
import type { CompanyRole } from '@coldroom/contract';
import { DEMO_PASSWORD } from '../../src/db/seed/context';
import { writeDemoData } from '../../src/db/seed';
import { DEMO_PEOPLE } from '../../src/db/seed/people';
import { rowsOf } from '../../src/modules/occupancy/queries';
import type { BenchContext } from '../lib/module';
import type { Login } from './http';
import { companyZone, findIds, prepareForWrites, sensorRoom, uploadLogo } from './setup';
import { checkLogins, createWorld, type World } from './world';

const DEMO_KEYS: Record<CompanyRole, string> = { 'Service Provider': 'sp', Operator: 'operator', Farmer: 'farmer' };
const USER_TYPES: Record<CompanyRole, Login['userType']> = { 'Service Provider': 'sp', Operator: 'op', Farmer: 'f' };

/** The demo data (as `npm start` creates it) written into the bench database, and its README accounts. */
export async function demoWorld(ctx: BenchContext): Promise<World> {
  const db = ctx.env.database.db;
  ctx.log('endpoints: writing the demo data');
  await writeDemoData(db);
  const logins = {} as Record<CompanyRole, Login>;
  const userIds = {} as Record<CompanyRole, number>;
  for (const role of Object.keys(DEMO_KEYS) as CompanyRole[]) {
    const phone = DEMO_PEOPLE.find((person) => person.key === DEMO_KEYS[role])!.phone;
    logins[role] = { username: phone, password: DEMO_PASSWORD, userType: USER_TYPES[role] };
    const [row] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where phone = ${phone}`));
    userIds[role] = Number(row!.id);
  }
  const found = await findIds(db, { spUserId: userIds['Service Provider'], operatorUserId: userIds.Operator, farmerUserId: userIds.Farmer });
  await prepareForWrites(db, found);
  const ids = { ...found, sensorRoomId: 0, deviceKey: '', logoName: '' };
  const world = createWorld({ label: 'demo data', baseUrl: ctx.env.server.baseUrl, db, ids, timeZone: await companyZone(db, found.companyId), logins });
  await checkLogins(world);
  Object.assign(ids, await sensorRoom(world, found), { logoName: await uploadLogo(world) });
  return world;
}
