import { isValidEmail, type UserUpdate } from '@coldroom/contract';
import type { UserRow } from '../../db/schema';
import { errors } from '../../platform/errors';
import { normalisePhone } from '../../platform/phone';

/**
 * Turns a PUT body into column changes, checking each field. Only given fields change. `last_login` is
 * the server's to set (ignored); `cooling_units` is applied by the service (operators' rooms).
 */
export function userChanges(target: UserRow, input: UserUpdate): { user: Partial<UserRow>; parentName?: string | null } {
  const problems: Record<string, string> = {};
  const user: Partial<UserRow> = {};
  if (input.first_name !== undefined) user.firstName = input.first_name;
  if (input.last_name !== undefined) user.lastName = input.last_name;
  if (input.gender !== undefined) user.gender = input.gender;
  if (input.language !== undefined) user.language = input.language;

  const email = input.email === undefined ? undefined : (input.email ?? '').trim();
  if (email !== undefined) {
    if (email === '') user.email = null;
    else if (isValidEmail(email)) user.email = email;
    else problems.email = 'invalid_email';
  }

  if (input.phone !== undefined) {
    const text = input.phone.trim();
    if (text === '') user.phone = null;
    else {
      const phone = normalisePhone(text);
      if (phone) user.phone = phone;
      else problems.phone = 'invalid_phone';
    }
  }

  // People who log in with a phone must keep one; a service provider may log in with the email instead.
  const phoneAfter = user.phone !== undefined ? user.phone : target.phone;
  const emailAfter = user.email !== undefined ? user.email : target.email;
  if (!problems.phone && phoneAfter === null && target.role !== 'Farmer' && !(target.role === 'Service Provider' && emailAfter)) {
    problems.phone = 'required';
  }

  if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);
  const parentName = input.parent_name === undefined ? undefined : input.parent_name?.trim() || null;
  return parentName === undefined ? { user } : { user, parentName };
}
