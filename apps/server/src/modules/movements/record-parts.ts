import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { movements, type MovementRow } from '../../db/schema';
import { companyRefs, farmerRefs, must, roomRefs, userNames, type CompanyRef, type FarmerRef, type RoomRef } from './refs';

/** What a check-in or check-out row points at: its movement, room, company and farmer. */
interface RecordRow {
  movementId: number;
  coolingUnitId: number;
  companyId: number;
  farmerId: number;
}

export interface RecordParts {
  movement: MovementRow;
  room: RoomRef;
  company: CompanyRef;
  farmer: FarmerRef;
  operatorName: string;
}

/**
 * Loads, for a page of check-ins or check-outs at once, what their answers name; gives each row's parts.
 * One query after the other: inside a transaction every query shares one connection.
 */
export async function loadRecordParts(db: DbOrTx, rows: readonly RecordRow[]): Promise<(row: RecordRow) => RecordParts> {
  const movementRows = await db.select().from(movements).where(inArray(movements.id, rows.map((row) => row.movementId)));
  const moves = new Map(movementRows.map((m) => [m.id, m]));
  const rooms = await roomRefs(db, rows.map((row) => row.coolingUnitId));
  const companiesById = await companyRefs(db, rows.map((row) => row.companyId));
  const farmersById = await farmerRefs(db, rows.map((row) => row.farmerId));
  const operators = await userNames(db, movementRows.map((m) => m.operatorUserId));
  return (row) => {
    const movement = must(moves, row.movementId, 'movement');
    return {
      movement,
      room: must(rooms, row.coolingUnitId, 'room'),
      company: must(companiesById, row.companyId, 'company'),
      farmer: must(farmersById, row.farmerId, 'farmer'),
      operatorName: operators.get(movement.operatorUserId) ?? '',
    };
  };
}

/** The head of a check-in's or check-out's answer (movementRecordFields in the contract), without the currency. */
export function recordHead(
  id: number,
  type: MovementRow['type'],
  parts: {
    movement: Pick<MovementRow, 'id' | 'code' | 'time' | 'operatorUserId'>;
    room: Pick<RoomRef, 'id' | 'name' | 'metric'>;
    company: Pick<CompanyRef, 'id' | 'name'>;
    farmer: Pick<FarmerRef, 'id' | 'name' | 'phone' | 'is_walk_in'>;
    operatorName: string;
  },
) {
  const { movement, room, company, farmer } = parts;
  return {
    id,
    movement: { id: movement.id, code: movement.code, type, time: movement.time.toISOString() },
    company: { id: company.id, name: company.name },
    cooling_unit: { id: room.id, name: room.name, metric: room.metric },
    farmer: { id: farmer.id, name: farmer.name, phone: farmer.phone, is_walk_in: farmer.is_walk_in },
    operator: { user_id: movement.operatorUserId, name: parts.operatorName },
  };
}
