import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Gender, Language } from '@coldroom/contract';
import { createdAtColumn, idColumn, timestampColumn } from './columns';

/** What a farmer typed when signing up, kept until the phone is verified (then it becomes the account). */
export interface FarmerSignupDetails {
  firstName: string;
  lastName: string;
  gender: Gender | null;
  email: string | null;
  language: Language;
  country: string | null;
  parentName: string | null;
}

/**
 * Farmer self-sign-ups waiting for their phone's code (docs/abuse-rules.md). No account exists until the
 * code comes back, so an unverified number can neither log in nor be sent anything else, nor hold a
 * number that is not its own. A new sign-up or a resend for a phone replaces its older rows. The code is
 * stored only as a hash bound to the phone; the password only as its argon2 hash.
 */
export const farmerSignups = pgTable(
  'farmer_signups',
  {
    id: idColumn(),
    phone: text('phone').notNull(),
    details: jsonb('details').$type<FarmerSignupDetails>().notNull(),
    passwordHash: text('password_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong codes tried; at the limit the sign-up dies (a 6-digit code is otherwise guessable). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestampColumn('expires_at').notNull(),
    verifiedAt: timestampColumn('verified_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('farmer_signups_phone_idx').on(t.phone), index('farmer_signups_expires_at_idx').on(t.expiresAt)],
);
export type FarmerSignupRow = typeof farmerSignups.$inferSelect;
