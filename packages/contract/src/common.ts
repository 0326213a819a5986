import { z } from 'zod';
import {
  EMAIL_MAX,
  GENDER_CODES,
  GENDERS,
  isValidEmail,
  LANGUAGES,
  PASSWORD_MAX,
  passwordProblem,
  ROLES,
  COMPANY_ROLES,
  type Gender,
} from './basics';
import { idTextSchema } from './input-rules';

export * from './basics';

export const languageSchema = z.enum(LANGUAGES);

export const roleSchema = z.enum(ROLES);
/** A role inside a company (invitations, sign-up): never the platform administrator. */
export const companyRoleSchema = z.enum(COMPANY_ROLES);

export const userTypeSchema = z.enum(['sp', 'op', 'f', 'admin']);

/** A gender as stored and answered. */
export const genderSchema = z.enum(GENDERS);
const genderInputs = [...GENDERS, ...(Object.keys(GENDER_CODES) as (keyof typeof GENDER_CODES)[])] as const;
/** A gender in a request: the long form or the short code, turned into the long form. */
export const genderInputSchema = z
  .enum(genderInputs)
  .transform((value): Gender => (value in GENDER_CODES ? GENDER_CODES[value as keyof typeof GENDER_CODES] : (value as Gender)));

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, { message: 'email_too_long' })
  .refine(isValidEmail, { message: 'invalid_email' });

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
