import { isValidEmail, passwordProblem } from '@coldroom/contract';

/**
 * Field rules shared by every form. Each returns the translation key of the problem, or null.
 * They mirror the server's rules so that most mistakes are caught before a slow network round trip;
 * the server still decides (its field errors are shown on the same fields, see serverErrors.ts).
 */

// What people type: an optional leading + or 00, digits, spaces, dashes, dots and brackets.
const PHONE_TYPED = /^(\+|00)?[\d\s().-]+$/;

/** "+234 803-000 0001" → "+2348030000001"; a leading 00 counts as +. Other text is returned trimmed. */
export function tidyPhone(value: string): string {
  const text = value.trim();
  if (!PHONE_TYPED.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  return `+${text.startsWith('+') ? digits : digits.replace(/^00/, '')}`;
}

/** E.164: a + then 7 to 15 digits, not starting with 0. The server checks the number plan itself. */
export function phoneProblem(value: string, required = true): string | null {
  const text = value.trim();
  if (!text) return required ? 'forms.phoneRequired' : null;
  if (!PHONE_TYPED.test(text) || !(text.startsWith('+') || text.startsWith('00'))) return 'forms.phoneInvalid';
  return /^\+[1-9]\d{6,14}$/.test(tidyPhone(text)) ? null : 'forms.phoneInvalid';
}

/** Spec §5: at most 254 characters, at most 64 before the at-sign. */
export function emailProblem(value: string, required = false): string | null {
  const text = value.trim();
  if (!text) return required ? 'forms.emailRequired' : null;
  return isValidEmail(text) ? null : 'forms.emailInvalid';
}

export function requiredProblem(value: unknown): string | null {
  if (Array.isArray(value)) return value.length ? null : 'forms.required';
  return typeof value === 'string' ? (value.trim() ? null : 'forms.required') : value == null ? 'forms.required' : null;
}

export function nameProblem(value: string, max = 100): string | null {
  if (!value.trim()) return 'forms.required';
  return value.trim().length > max ? 'forms.tooLong' : null;
}

export function optionalTextProblem(value: string, max: number): string | null {
  return value.trim().length > max ? 'forms.tooLong' : null;
}

/** The contract's reasons (passwordProblem) as translation keys. */
export const PASSWORD_PROBLEM_KEYS: Record<string, string> = {
  password_too_short: 'forms.passwordTooShort',
  password_too_long: 'forms.passwordTooLong',
  password_needs_uppercase: 'forms.passwordNeedsUppercase',
  password_needs_digit: 'forms.passwordNeedsDigit',
};

/** domain-rules §2: at least 8 characters with an upper-case letter and a digit. */
export function newPasswordProblem(value: string): string | null {
  if (!value) return 'forms.passwordRequired';
  const problem = passwordProblem(value);
  return problem ? (PASSWORD_PROBLEM_KEYS[problem] ?? 'forms.invalid') : null;
}

export function repeatProblem(value: string, password: string): string | null {
  return value === password ? null : 'forms.passwordsDiffer';
}

/** The code from an SMS: letters and digits, spaces ignored. */
export function codeProblem(value: string, length: number): string | null {
  const code = value.replace(/[\s-]/g, '');
  if (!code) return 'forms.codeRequired';
  return code.length === length && /^[A-Za-z0-9]+$/.test(code) ? null : 'forms.codeInvalid';
}
