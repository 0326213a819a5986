import type { Farmer } from '@coldroom/contract';
import type { FarmerRow, UserRow } from '../../db/schema';

export interface FarmerWithUser {
  farmer: FarmerRow;
  user: UserRow;
}

/** spec §3 Farmer, in its camelCase; never the password hash, only whether a login exists. */
export function presentFarmer({ farmer, user }: FarmerWithUser): Farmer {
  return {
    id: farmer.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    parentName: farmer.parentName,
    phone: user.phone,
    gender: user.gender,
    language: user.language,
    country: farmer.country,
    userCode: farmer.userCode,
    companyId: farmer.companyId,
    canLogIn: canLogIn(user),
    isWalkIn: farmer.isWalkIn,
    dateJoined: farmer.createdAt.toISOString(),
  };
}

export function canLogIn(user: Pick<UserRow, 'passwordHash' | 'active'>): boolean {
  return user.passwordHash !== null && user.active;
}
