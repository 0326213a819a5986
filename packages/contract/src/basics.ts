/**
 * The contract's plain values: constants and checks without zod. Kept apart from the schemas so a client
 * that needs only these (the web app's first page) does not download the schema library with them.
 */
/** Spec §9: supported display languages; the first is the default and fallback. */
export const LANGUAGES = ['en', 'hi', 'or', 'gu', 'fr', 'pt', 'ha', 'yo', 'ig', 'sw', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Languages written right to left (docs/translations.md): the layout, charts and PDFs are mirrored for them. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export const languageDirection = (language: string): 'ltr' | 'rtl' =>
  (RTL_LANGUAGES as readonly string[]).includes(language.split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr';

/** The locale given to Intl for a display language (Arabic with the digits 0–9). */
export { intlLocale } from '@coldroom/domain';

/**
 * Role strings exactly as the login response carries them (domain-rules §1). 'Administrator' is the
 * platform administrator: outside every company, created by `npm run admin -- create PHONE` (docs/platform-admin.md).
 */
export const ROLES = ['Service Provider', 'Operator', 'Farmer', 'Administrator'] as const;
/** The roles of a company's people (everyone but the platform administrator). */
export const COMPANY_ROLES = ['Service Provider', 'Operator', 'Farmer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export type Role = (typeof ROLES)[number];

/** Login `user_type` values and the role each one selects. */
export const USER_TYPES = { sp: 'Service Provider', op: 'Operator', f: 'Farmer', admin: 'Administrator' } as const satisfies Record<string, Role>;
export type UserType = keyof typeof USER_TYPES;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The original app's clients send these short codes; they are taken wherever a gender is. */
export const GENDER_CODES = { ma: 'male', fe: 'female', ot: 'other' } as const satisfies Record<string, Gender>;

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

/** Organisation limits the web app shows before any schema is loaded. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const INVITATION_HOURS = 24;
export const RESET_CODE_MINUTES = 30;
