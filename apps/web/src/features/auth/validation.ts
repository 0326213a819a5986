import { isValidEmail, type UserType } from '@coldroom/contract';

// A phone number as people type it: digits with an optional leading +, spaces, dashes or brackets.
const PHONE = /^\+?[\d\s()-]{7,20}$/;

/** Returns the translation key of the problem, or null. Email log-in is for service providers only. */
export function usernameProblem(value: string, userType: UserType): string | null {
  const username = value.trim();
  if (!username) return 'auth.validation.usernameRequired';
  if (username.includes('@')) {
    if (userType !== 'sp') return 'auth.validation.phoneOnly';
    return isValidEmail(username) ? null : 'auth.validation.usernameInvalid';
  }
  return PHONE.test(username) && /\d{7,}/.test(username.replace(/\D/g, '')) ? null : 'auth.validation.usernameInvalid';
}

export function passwordProblem(value: string): string | null {
  return value ? null : 'auth.validation.passwordRequired';
}
