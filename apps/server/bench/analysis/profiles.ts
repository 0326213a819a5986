import type { PaymentMethod } from '@coldroom/contract';
import { CODE_ALPHABET } from '@coldroom/domain';

/** A kind of company: where it works, its money, and how its customers pay. */
export interface CompanyProfile {
  country: string;
  currency: string;
  timeZone: string;
  city: string;
  language: 'en' | 'hi' | 'fr';
  /** Farmers' phone numbers: this prefix and 9 digits. */
  phonePrefix: string;
  /** Daily rate per crate in minor units, for the first crop of its list. */
  crateRateMinor: number;
  paymentMethods: PaymentMethod[];
}

/** Companies take these in turn: mixed currencies and time zones (one of them half an hour off UTC). */
export const PROFILES: CompanyProfile[] = [
  {
    country: 'IN', currency: 'INR', timeZone: 'Asia/Kolkata', city: 'Nashik', language: 'hi', phonePrefix: '+9190',
    crateRateMinor: 1_500, paymentMethods: ['cash', 'upi', 'upi', 'qr_code', 'bank_transfer'],
  },
  {
    country: 'NG', currency: 'NGN', timeZone: 'Africa/Lagos', city: 'Kano', language: 'en', phonePrefix: '+23470',
    crateRateMinor: 25_000, paymentMethods: ['cash', 'cash', 'bank_transfer', 'ussd', 'card'],
  },
  {
    country: 'KE', currency: 'KES', timeZone: 'Africa/Nairobi', city: 'Nakuru', language: 'en', phonePrefix: '+25471',
    crateRateMinor: 3_000, paymentMethods: ['mobile_money', 'mobile_money', 'cash', 'card'],
  },
  {
    country: 'SN', currency: 'XOF', timeZone: 'Africa/Dakar', city: 'Thiès', language: 'fr', phonePrefix: '+22177',
    crateRateMinor: 150, paymentMethods: ['cash', 'mobile_money', 'qr_code'],
  },
];

export const HARVESTS = ['today', 'yesterday', 'day_before_yesterday', 'earlier'] as const;
export const ROOM_TYPES = ['market', 'farm_gate', 'movable', 'other'] as const;
/** Crops each company's rooms accept (all rooms of a company the same list, prices per room). */
export const CROPS_PER_COMPANY = 5;

/**
 * SQL for the `digits`-character base-32 code (the movement-code alphabet) of a whole number ≥ 0,
 * most significant first; `expr` must be a bigint SQL expression.
 */
export function base32Sql(expr: string, digits: number): string {
  const parts = [];
  for (let i = digits - 1; i >= 0; i -= 1) parts.push(`substr('${CODE_ALPHABET}', (((${expr}) >> ${5 * i}) & 31)::int + 1, 1)`);
  return `(${parts.join(' || ')})`;
}

/**
 * Unique 6-character movement codes per company, deterministic: the n-th movement of a company gets
 * n × an odd number modulo 32^6 in base 32. Odd multipliers are invertible modulo a power of two, so
 * distinct n below 32^6 give distinct codes, and neighbours do not look alike.
 */
export const movementCodeSql = (n: string) => base32Sql(`((${n})::bigint * 387420489) & 1073741823`, 6);
