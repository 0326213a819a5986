import type { User, UserDetail } from '@coldroom/contract';
import type { UserRow } from '../../db/schema';

/** The farmer-profile facts a user presentation needs (null for staff). */
export interface FarmerFacts {
  companyId: number | null;
  parentName: string | null;
}

/** The company a user belongs to: staff by their user row, farmers by the company that registered them. */
export function companyOf(user: Pick<UserRow, 'role' | 'companyId'>, farmer: FarmerFacts | null): number | null {
  return user.role === 'Farmer' ? (farmer?.companyId ?? null) : user.companyId;
}

/** The user as every endpoint shows it: never the password hash, never internal flags. */
export function presentUser(user: UserRow, farmer: FarmerFacts | null): User {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    gender: user.gender,
    phone: user.phone,
    last_login: user.lastLogin ? user.lastLogin.toISOString() : null,
    language: user.language,
    role: user.role,
    company: companyOf(user, farmer),
  };
}

export function presentUserDetail(user: UserRow, farmer: FarmerFacts | null): UserDetail {
  return { ...presentUser(user, farmer), parent_name: farmer?.parentName ?? null };
}
