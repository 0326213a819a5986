import { randomBytes } from 'node:crypto';
import { movementCode } from '@coldroom/domain';
import type { MovementType } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { movements, type MovementRow } from '../../db/schema';

export interface NewMovement {
  companyId: number;
  type: MovementType;
  coolingUnitId: number;
  farmerId: number;
  operatorUserId: number;
  time: Date;
}

const ATTEMPTS = 20;

/**
 * Inserts the movement with a fresh 6-character code, unique in the company. A clash is skipped by the
 * unique index (no error, so the transaction stays usable) and another code is drawn; with 32^6 codes a
 * clash is rare, twenty in a row is a broken random source.
 */
export async function insertMovement(tx: DbOrTx, movement: NewMovement): Promise<MovementRow> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await tx
      .insert(movements)
      .values({ ...movement, code: movementCode(randomBytes) })
      .onConflictDoNothing({ target: [movements.companyId, movements.code] })
      .returning();
    if (row) return row;
  }
  throw new Error(`No free movement code for company ${movement.companyId} after ${ATTEMPTS} attempts`);
}
