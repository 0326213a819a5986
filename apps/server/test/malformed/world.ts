/**
 * What the malformed-input suite sends its requests against: one company with a person of each role, two
 * rooms, a check-in and a check-out, and sessions minted straight into the database (no password hashing),
 * fresh for every operation so a logout or a password change under test does not end the run.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@coldroom/contract';
import type { Db } from '../../src/db/client';
import { operators, produceLots, serviceProviders } from '../../src/db/schema';
import { issueRefreshToken } from '../../src/platform/auth/refresh-tokens';
import { TEST_PASSWORD, uniqueEmail, uniquePhone, type Person } from '../factories';
import { createOperationsCompany, operationsApi, tomatoes } from '../operation-factories';
import type { JsonSchema, Operation } from './openapi';
import type { Hint } from './sample-values';

export const ROLES = ['anonymous', 'service provider', 'operator', 'farmer'] as const;
export type RoleName = (typeof ROLES)[number];

export async function buildWorld(app: FastifyInstance, db: Db) {
  const home = await createOperationsCompany(app, db);
  const api = operationsApi(app);
  const checkIn = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [10, 10, 10]))).json();
  const crateIds: number[] = checkIn.lots[0].crates.map((c: { id: number }) => c.id);
  const checkOut = (
    await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crateIds[0] }], payment_method: 'cash', paid: false })
  ).json();
  if (!checkIn.id || !checkOut.id) throw new Error('the world could not check produce in and out');
  const [operatorRow] = await db.select({ id: operators.id }).from(operators).where(eq(operators.userId, home.operator.user.id));
  const [spRow] = await db.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.userId, home.serviceProvider.user.id));
  const [lot] = await db.select({ id: produceLots.id }).from(produceLots).where(eq(produceLots.checkInId, checkIn.id));

  /** Real ids by the path segment before a `{param}`; anything unknown gets 1. */
  const pathIds: Record<string, string> = {
    users: String(home.operator.user.id),
    locations: String(home.crateRoom.locationId),
    // Changes to a room go to the kg room; check-ins and check-outs use the crates room.
    'cooling-units': String(home.kgRoom.id),
    farmers: String(home.farmerId),
    operators: String(operatorRow!.id),
    'service-providers': String(spRow!.id),
    companies: String(home.company.id),
    'check-ins': String(checkIn.id),
    'check-outs': String(checkOut.id),
    movements: String(checkIn.movement.id),
    produce: String(lot!.id),
    logos: 'missing.png',
    'version-code': 'android',
  };
  const pathValue = (name: string, op: Operation): string => {
    const segments = op.path.split('/');
    const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
    return pathIds[before] ?? '1';
  };

  /** Values the schema cannot say, by field name. */
  const byName: Record<string, () => unknown> = {
    phone: uniquePhone,
    phoneNumber: uniquePhone,
    username: uniquePhone,
    email: uniqueEmail,
    password: () => 'Fuzz-password1',
    new_password: () => 'Fuzz-password2',
    current_password: () => TEST_PASSWORD,
    crop_id: () => 'tomato',
    crop: () => 'tomato',
    country: () => 'NG',
    currency: () => 'NGN',
    time_zone: () => 'Africa/Lagos',
    code: () => checkOut.movement.code,
    farmer_id: () => home.farmerId,
    farmer: () => home.farmerId,
    cooling_unit_id: () => home.crateRoom.id,
    cooling_unit: () => home.crateRoom.id,
    cooling_units: () => home.crateRoom.id,
    location: () => home.crateRoom.locationId,
    operators: () => operatorRow!.id,
    operator: () => operatorRow!.id,
    operator_user: () => home.operator.user.id,
    company: () => home.company.id,
    crate_id: () => crateIds[1],
    lot: () => lot!.id,
    check_out_id: () => checkOut.id,
    capacity: () => 100,
    rate: () => 100,
    urlOne: () => 'http://localhost:8080/',
    urlTwo: () => 'http://localhost:8080/',
  };
  const hint: Hint = (name: string, schema: JsonSchema) => {
    if (schema.type === 'array' || schema.type === 'object' || schema.enum) return undefined;
    return byName[name]?.();
  };

  const people: Record<Exclude<RoleName, 'anonymous'>, Person> = {
    'service provider': home.serviceProvider,
    operator: home.operator,
    farmer: home.farmer,
  };
  /** A new session (refresh-token family) per role, as a login would start, without hashing a password. */
  async function sessions(): Promise<Record<RoleName, Record<string, string>>> {
    const headers = async (person: Person) => {
      const { familyId } = await issueRefreshToken(db, { userId: person.user.id, companyId: person.user.companyId });
      const access = await app.ctx.tokens.sign({ userId: person.user.id, role: person.role as Role, companyId: person.user.companyId, sessionId: familyId });
      return { authorization: `Bearer ${access}` };
    };
    return {
      anonymous: {},
      'service provider': await headers(people['service provider']),
      operator: await headers(people.operator),
      farmer: await headers(people.farmer),
    };
  }

  return { pathValue, hint, sessions };
}
