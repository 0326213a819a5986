import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { createCompanyWithStaff, logIn } from './factories';
import { createLocation, createRoom } from './site-factories';

/**
 * What the organisation API tests start from: two companies with one person of each role, and logged-in
 * sessions for the home company's people and the other company's service provider (to prove each company
 * sees only its own rows).
 */
export async function twoCompanies(app: FastifyInstance, db: Db) {
  const home = await createCompanyWithStaff(db);
  const other = await createCompanyWithStaff(db);
  return {
    home,
    other,
    sp: await logIn(app, home.serviceProvider),
    op: await logIn(app, home.operator),
    farmer: await logIn(app, home.farmer),
    otherSp: await logIn(app, other.serviceProvider),
  };
}
export type TwoCompanies = Awaited<ReturnType<typeof twoCompanies>>;

/** Two rooms at one place of the home company and one of the other company's (for operators' rooms). */
export async function roomsOfBoth(db: Db, org: TwoCompanies) {
  const place = await createLocation(db, org.home.company.id);
  const rooms = [(await createRoom(db, place)).id, (await createRoom(db, place)).id];
  const foreignRoom = (await createRoom(db, await createLocation(db, org.other.company.id))).id;
  return { rooms, foreignRoom };
}
