import type { Operator } from '@coldroom/contract';
import type { UserRow } from '../../db/schema';

export interface OperatorFacts {
  id: number;
  companyId: number;
  companyName: string;
  user: UserRow;
  roomIds: number[];
}

/** spec §3 Operator, camelCase as listed there, with `cooling_units` as the spec writes it. */
export function presentOperator(facts: OperatorFacts): Operator {
  const { user } = facts;
  return {
    id: facts.id,
    userId: user.id,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    companyName: facts.companyName,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    gender: user.gender,
    cooling_units: facts.roomIds,
    email: user.email,
    language: user.language,
    companyId: facts.companyId,
  };
}
