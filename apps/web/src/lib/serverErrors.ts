import i18n from 'i18next';
import { ApiError } from './api';
import { PASSWORD_PROBLEM_KEYS } from './formRules';

/** The server's short field reasons (domain-rules §9 `fields`) as translation keys. */
const REASON_KEYS: Record<string, string> = {
  ...PASSWORD_PROBLEM_KEYS,
  required: 'forms.required',
  password_required: 'forms.passwordRequired',
  invalid_phone: 'forms.phoneInvalid',
  invalid_email: 'forms.emailInvalid',
  email_too_long: 'forms.emailInvalid',
  taken: 'forms.taken',
  too_long: 'forms.tooLong',
  // The input rules of every request (contract input-rules.ts).
  nul_character: 'forms.unsupportedCharacter',
  lone_surrogate: 'forms.unsupportedCharacter',
  unknown_country: 'forms.unknownCountry',
  invalid_currency: 'forms.invalidCurrency',
  unknown_crop: 'forms.unknownCrop',
  duplicate_tag: 'checkIn.errors.duplicateTag',
  unknown_room: 'forms.unknownRoom',
  invalid_code: 'forms.codeInvalid',
  phone_mismatch: 'forms.phoneMismatch',
  incorrect: 'forms.incorrect',
  link_not_allowed: 'forms.linkNotAllowed',
  invalid_url: 'forms.linkNotAllowed',
  phone_number_not_allowed: 'forms.phoneNumberNotAllowed',
  country_not_allowed: 'forms.countryNotAllowed',
  unknown_integration: 'errors.unknown_integration',
};

/** A key for one field reason: a known reason, an error code we have a text for, or a general one. */
export function fieldReasonKey(reason: string): string {
  const known = REASON_KEYS[reason];
  if (known) return known;
  const asCode = `errors.${reason}`;
  return i18n.exists(asCode) ? asCode : 'forms.invalid';
}

/** Anything with Mantine form's setFieldError (kept structural so this file needs no form types). */
interface FieldErrorTarget {
  setFieldError: (path: never, error: string) => void;
}

/** Names the form field for a server path (a company name field, say), or undefined for the default. */
export type FieldMap = (path: string) => string | undefined;

/**
 * Puts the server's field errors on the form's fields. `fieldMap` names the form field for a server path;
 * by default the path itself, or its last part ("user.phone" → "phone"), when the form has such a field.
 * Returns the server paths that matched no field (the caller shows the general message for those).
 */
export function applyServerErrors(
  form: FieldErrorTarget & { values: object },
  error: unknown,
  fieldMap: FieldMap | Record<string, string> = {},
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unmatched: string[] = [];
  const formFields = new Set(Object.keys(form.values));
  for (const [path, reason] of Object.entries(error.fields)) {
    const last = path.split('.').at(-1) ?? path;
    const mapped = typeof fieldMap === 'function' ? fieldMap(path) : fieldMap[path];
    const field = mapped ?? (formFields.has(path) ? path : formFields.has(last) ? last : undefined);
    if (field) (form.setFieldError as (path: string, error: string) => void)(field, fieldReasonKey(reason));
    else unmatched.push(path);
  }
  return unmatched;
}
