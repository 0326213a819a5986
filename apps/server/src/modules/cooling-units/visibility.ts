import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { coolingUnitOperators, coolingUnits } from '../../db/schema';
import { inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';

/** The ids of rooms a farmer (by user id) has checked produce into. */
export function roomsUsedByFarmer(farmerUserId: number): SQL {
  return sql`select ci.cooling_unit_id from check_ins ci join farmers f on f.id = ci.farmer_id where f.user_id = ${farmerUserId}`;
}

/** Rooms the actor may see: staff their company's, farmers public rooms and rooms they have used. Never deleted ones. */
export function visibleRooms(actor: Actor): SQL {
  const seen =
    actor.role === 'Farmer'
      ? or(eq(coolingUnits.public, true), sql`${coolingUnits.id} in (${roomsUsedByFarmer(actor.userId)})`)!
      : inActorCompany(actor, coolingUnits.companyId);
  return and(seen, isNull(coolingUnits.deletedAt))!;
}

/** Rooms run by an operator (operators.id), for the list filter. */
export function runBy(operatorId: number): SQL {
  return inArray(
    coolingUnits.id,
    sql`(select ${coolingUnitOperators.coolingUnitId} from ${coolingUnitOperators} where ${coolingUnitOperators.operatorId} = ${operatorId})`,
  );
}

/** Rooms run by the operator whose user id this is. */
export function runByUser(userId: number): SQL {
  return inArray(
    coolingUnits.id,
    sql`(select cuo.cooling_unit_id from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id where o.user_id = ${userId})`,
  );
}
