import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CheckIn, CheckOut, CompanyRole } from '@coldroom/contract';
import { companies } from '../../src/db/schema';
import { createPerson, type Person, type PersonOptions } from '../../test/factories';
import { logIn, type Login, type Session } from './http';
import type { World } from './world';

/**
 * Untimed preparation for write recipes, done through the API as the app would do it (or, for people,
 * with the API tests' factories): what a timed request then uses up.
 */

/** A check-in by the operator of crates of the world's crop for the farmer (default: the world's room). */
export async function checkInNow(world: World, options: { roomId?: number; crates?: number } = {}): Promise<CheckIn> {
  const roomId = options.roomId ?? world.ids.roomId;
  return world.api<CheckIn>('Operator', 'POST', '/api/operation/v1/check-ins/', checkInBody(world, roomId, options.crates ?? 5), 201, {
    'idempotency-key': randomUUID(),
  });
}

let bodies = 0;

/** The body the operator's app sends for one lot of `crates` crates of 20–25 kg, tags unused in the room. */
export function checkInBody(world: World, roomId: number, crates: number) {
  bodies += 1;
  return {
    farmer_id: world.ids.farmerId,
    cooling_unit_id: roomId,
    lots: [
      {
        crop_id: world.ids.cropCode,
        harvest: 'today' as const,
        crates: Array.from({ length: crates }, (_, i) => ({ weight_kg: 20 + (i % 6), tag: `T${bodies}-${i + 1}`, planned_days: 7 })),
      },
    ],
  };
}

/** Every crate of a check-in taken out again, paid or left on the farmer's balance. */
export async function checkOutNow(world: World, checkIn: CheckIn, paid = true): Promise<CheckOut> {
  return world.api<CheckOut>('Operator', 'POST', '/api/operation/v1/check-outs/', checkOutBody(checkIn, paid), 201, { 'idempotency-key': randomUUID() });
}

export function checkOutBody(checkIn: CheckIn, paid: boolean) {
  return {
    cooling_unit_id: checkIn.cooling_unit.id,
    farmer_id: checkIn.farmer.id,
    lines: checkIn.lots.flatMap((lot) => lot.crates.map((crate) => ({ crate_id: crate.id }))),
    payment_method: 'cash' as const,
    paid,
  };
}

/** A new person of the world's company (farmers linked to it), who can log in with the factories' password. */
export async function newPerson(world: World, role: CompanyRole, options: Pick<PersonOptions, 'canLogIn' | 'company'> = {}): Promise<Person> {
  const [company] = await world.db.select().from(companies).where(eq(companies.id, world.ids.companyId));
  return createPerson(world.db, role, { company: company!, ...options });
}

export const loginOf = (person: Person): Login => ({ username: person.user.phone!, password: person.password, userType: person.userType });

/** A new person of the role, logged in: for requests that end their session or their account. */
export async function newSession(world: World, role: CompanyRole): Promise<{ person: Person; session: Session }> {
  const person = await newPerson(world, role);
  return { person, session: await logIn(world.baseUrl, loginOf(person)) };
}

/** A Nigerian mobile number no other part of the run uses (+234 803 2xx xxxx). */
export const benchPhone = (world: World) => `+2348032${String(world.next()).padStart(6, '0')}`;
