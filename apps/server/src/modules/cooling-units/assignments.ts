import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coolingUnitOperators, coolingUnits, operators } from '../../db/schema';
import { errors } from '../../platform/errors';
import { recordAssignmentChanges } from '../offline/history';

/** A room an operator runs, as operator screens list it. */
export interface OperatorRoom {
  id: number;
  name: string;
  locationId: number;
}

/**
 * Makes `roomIds` the exact set of rooms the operator (an `operators.id`) runs. Every room must belong
 * to the company and not be deleted, or nothing changes and a 400 names `cooling_units`. Call inside the
 * transaction that creates or changes the operator (the operator must be of the company: anything else
 * throws a plain Error, a bug). Duplicates in `roomIds` are ignored.
 */
export async function assignOperatorRooms(tx: DbOrTx, companyId: number, operatorId: number, roomIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(roomIds)];
  if (wanted.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw unknownRooms();
  const [operator] = await tx.select({ companyId: operators.companyId }).from(operators).where(eq(operators.id, operatorId)).limit(1);
  // A caller passing another company's operator is a bug, never user input: fail loudly.
  if (operator?.companyId !== companyId) throw new Error(`operator ${operatorId} is not an operator of company ${companyId}`);
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: coolingUnits.id })
      .from(coolingUnits)
      .where(and(inArray(coolingUnits.id, wanted), eq(coolingUnits.companyId, companyId), isNull(coolingUnits.deletedAt)));
    if (found.length !== wanted.length) throw unknownRooms();
  }
  const before = await tx
    .select({ roomId: coolingUnitOperators.coolingUnitId, operatorId: coolingUnitOperators.operatorId })
    .from(coolingUnitOperators)
    .where(eq(coolingUnitOperators.operatorId, operatorId));
  // Offline operations are judged by who ran the room when they were done (domain-rules §10).
  await recordAssignmentChanges(tx, companyId, before, wanted.map((roomId) => ({ roomId, operatorId })), new Date());
  await tx.delete(coolingUnitOperators).where(eq(coolingUnitOperators.operatorId, operatorId));
  if (wanted.length > 0) {
    await tx.insert(coolingUnitOperators).values(wanted.map((coolingUnitId) => ({ companyId, coolingUnitId, operatorId })));
  }
}

/** The rooms (not deleted) an operator (an `operators.id`) runs, by name. */
export async function roomsOfOperator(db: DbOrTx, operatorId: number): Promise<OperatorRoom[]> {
  return db
    .select({ id: coolingUnits.id, name: coolingUnits.name, locationId: coolingUnits.locationId })
    .from(coolingUnitOperators)
    .innerJoin(coolingUnits, eq(coolingUnits.id, coolingUnitOperators.coolingUnitId))
    .where(and(eq(coolingUnitOperators.operatorId, operatorId), isNull(coolingUnits.deletedAt)))
    .orderBy(asc(coolingUnits.name), asc(coolingUnits.id));
}

/** The same for a user id, for callers that only know the operator's user. */
export async function roomsOfOperatorUser(db: DbOrTx, userId: number): Promise<OperatorRoom[]> {
  const [operator] = await db.select({ id: operators.id }).from(operators).where(eq(operators.userId, userId)).limit(1);
  return operator ? roomsOfOperator(db, operator.id) : [];
}

function unknownRooms() {
  return errors.invalidInput({ cooling_units: 'unknown_cooling_unit' }, 'Some of the chosen cooling units do not exist in this company.');
}
