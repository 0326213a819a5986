import { z } from 'zod';
import { idTextSchema } from './input-rules';

/** Spec §9: supported display languages; the first is the default and fallback. */
export const LANGUAGES = ['en', 'hi', 'or', 'gu', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const languageSchema = z.enum(LANGUAGES);
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Role strings exactly as the login response carries them (domain-rules §1). */
export const ROLES = ['Service Provider', 'Operator', 'Farmer'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** Login `user_type` values and the role each one selects. */
export const USER_TYPES = { sp: 'Service Provider', op: 'Operator', f: 'Farmer' } as const satisfies Record<string, Role>;
export type UserType = keyof typeof USER_TYPES;
export const userTypeSchema = z.enum(['sp', 'op', 'f']);

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
/** A gender as stored and answered. */
export const genderSchema = z.enum(GENDERS);
/** The original app's clients send these short codes; they are taken wherever a gender is. */
export const GENDER_CODES = { ma: 'male', fe: 'female', ot: 'other' } as const satisfies Record<string, Gender>;
const genderInputs = [...GENDERS, ...(Object.keys(GENDER_CODES) as (keyof typeof GENDER_CODES)[])] as const;
/** A gender in a request: the long form or the short code, turned into the long form. */
export const genderInputSchema = z
  .enum(genderInputs)
  .transform((value): Gender => (value in GENDER_CODES ? GENDER_CODES[value as keyof typeof GENDER_CODES] : (value as Gender)));

/** Spec §9 business constants. */
export const DEFAULT_CURRENCY = 'NGN';
export const FALLBACK_COMPANY_ID = 8;
export const SUCCESS_POPUP_MS = 5000;
export const TOAST_MS = 3000;

/** Spec §5: email at most 254 characters in total and at most 64 before the at-sign. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX || !EMAIL_SHAPE.test(value)) return false;
  return value.slice(0, value.lastIndexOf('@')).length <= EMAIL_LOCAL_MAX;
}
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, { message: 'email_too_long' })
  .refine(isValidEmail, { message: 'invalid_email' });

/** domain-rules §2: at least 8 characters with an upper-case letter and a digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export function passwordProblem(value: string): string | null {
  if (value.length < PASSWORD_MIN) return 'password_too_short';
  if (value.length > PASSWORD_MAX) return 'password_too_long';
  if (!/[A-Z]/.test(value)) return 'password_needs_uppercase';
  if (!/[0-9]/.test(value)) return 'password_needs_digit';
  return null;
}
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX, { message: 'password_too_long' })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * Ids in paths: canonical decimal integers from 1 to 2^53 − 1. Anything else in a path parameter answers
 * 404 not_found, like an id that does not exist (the server's error handler decides that for every route).
 */
export const idParamSchema = z.object({ id: idTextSchema });
/** An id in a query string (the same canonical form; a bad one answers 400 naming the parameter). */
export const idQuerySchema = idTextSchema;

/** Paging for lists: `?page=1&page_size=20`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
});
export const pagedSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
