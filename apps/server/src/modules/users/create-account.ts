import { eq, sql } from 'drizzle-orm';
import { isValidEmail, type Gender, type Language, type Role } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { errors, violatedConstraint } from '../../platform/errors';
import { normalisePhone } from '../../platform/phone';

/** Collects field problems while reading input, then answers 400 naming all of them at once. */
export class FieldProblems {
  readonly fields: Record<string, string> = {};

  add(field: string, reason: string): void {
    this.fields[field] ??= reason;
  }

  /** An E.164 phone, null when empty and allowed, undefined (and a problem) otherwise. */
  phone(field: string, input: string | null | undefined, options: { required: boolean }): string | null | undefined {
    const text = (input ?? '').trim();
    if (text === '') {
      if (options.required) this.add(field, 'required');
      return options.required ? undefined : null;
    }
    const phone = normalisePhone(text);
    if (!phone) this.add(field, 'invalid_phone');
    return phone ?? undefined;
  }

  /** An email (spec §5) or null when empty. */
  email(field: string, input: string | null | undefined): string | null | undefined {
    const text = (input ?? '').trim();
    if (text === '') return null;
    if (!isValidEmail(text)) {
      this.add(field, 'invalid_email');
      return undefined;
    }
    return text;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw errors.invalidInput(this.fields);
  }
}

export interface NewAccount {
  role: Role;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  gender: Gender | null;
  language: Language;
  /** null: the account can never log in. */
  passwordHash: string | null;
  companyId: number | null;
}

/** Refuses (409 naming the field) a phone or email someone already has; the unique keys still decide races. */
export async function assertContactsFree(db: DbOrTx, contacts: { phone: string | null; email: string | null }, fieldPrefix = ''): Promise<void> {
  if (contacts.phone) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, contacts.phone)).limit(1);
    if (taken) throw errors.duplicate({ [`${fieldPrefix}phone`]: 'taken' }, 'This phone number is already registered.');
  }
  if (contacts.email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${contacts.email.toLowerCase()}`).limit(1);
    if (taken) throw errors.duplicate({ [`${fieldPrefix}email`]: 'taken' }, 'This email is already registered.');
  }
}

export async function insertAccount(db: DbOrTx, account: NewAccount): Promise<UserRow> {
  const [row] = await db.insert(users).values(account).returning();
  return row!;
}

/**
 * Turns a unique-key violation from an account insert (a race the pre-check lost) into the same 409 the
 * pre-check gives. Call on errors that escaped the transaction; anything else is rethrown.
 */
export function rethrowAccountConflict(error: unknown, fieldPrefix = ''): never {
  const constraint = violatedConstraint(error);
  if (constraint === 'users_phone_key') throw errors.duplicate({ [`${fieldPrefix}phone`]: 'taken' }, 'This phone number is already registered.');
  if (constraint === 'users_email_lower_key') throw errors.duplicate({ [`${fieldPrefix}email`]: 'taken' }, 'This email is already registered.');
  throw error;
}
