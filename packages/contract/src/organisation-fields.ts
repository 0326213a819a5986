import { z } from 'zod';
import { CURRENCY_CODES, isCropId, normaliseCode } from '@coldroom/domain';
import { emailSchema } from './common';

/** Field rules shared by the organisation schemas (see organisation.ts for the casing conventions). */

export const text = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max, { message: 'too_long' });
export const optionalText = (max: number) => z.string().trim().max(max, { message: 'too_long' });
/** A phone as typed; the server normalises it to E.164 (reason `invalid_phone`). */
export const phoneInputSchema = z.string().trim().min(1, { message: 'required' }).max(32, { message: 'invalid_phone' });
/** Empty string or null: no email. */
export const optionalEmailSchema = z.union([z.literal(''), emailSchema]).nullable().optional();
/** ISO 3166-1 alpha-2, any case on input ("ng" → "NG"); the server checks it is a real country. */
export const countryCodeSchema = z
  .string()
  .trim()
  .max(2, { message: 'unknown_country' })
  .regex(/^[A-Za-z]{2}$/, { message: 'unknown_country' })
  .transform((v) => v.toUpperCase());
/** ISO 4217 from the domain package's list. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .max(3, { message: 'invalid_currency' })
  .transform((v) => v.toUpperCase())
  .refine((v) => CURRENCY_CODES.includes(v), { message: 'invalid_currency' });
/** Crop ids of the packages/domain catalogue (e.g. "tomato"); duplicates are dropped. */
export const companyCropsSchema = z
  .array(z.string().max(64, { message: 'unknown_crop' }).refine((id) => isCropId(id), { message: 'unknown_crop' }))
  .max(200, { message: 'too_long' })
  .transform((ids) => [...new Set(ids)]);
export const timeZoneSchema = z.string().trim().min(1).max(64, { message: 'invalid_time_zone' });
/** Rooms (cooling units) by id. */
export const roomIdsSchema = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(500);
/** An 8-character code as typed (spaces, dashes, O/0 and I/1 confusions are forgiven). */
export const eightCharacterCodeSchema = z
  .string()
  .trim()
  .max(32, { message: 'invalid_code' })
  .transform((v) => normaliseCode(v))
  .refine((v) => /^[0-9A-Z]{8}$/.test(v), { message: 'invalid_code' });

/**
 * Message parts of an invitation SMS: the server sends `partOne <link> partTwo`. Besides the length, the
 * server refuses a link other than the app's own (`link_not_allowed`) and a phone number
 * (`phone_number_not_allowed`) in them.
 */
export const SMS_PART_MAX = 200;
export const smsPartSchema = z.string().trim().max(SMS_PART_MAX, { message: 'too_long' });
/** A link placed in an SMS; it must start with the app's public URL or a configured app-store page. */
export const smsLinkSchema = z.string().trim().min(1, { message: 'required' }).max(500, { message: 'too_long' });

export { INVITATION_HOURS, LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, RESET_CODE_MINUTES } from './basics';
export const RESET_REQUESTS_PER_HOUR = 3;
/** A farmer's sign-up code (phone verification): minutes it lives, and the wait before another can be sent. */
export const VERIFICATION_CODE_MINUTES = 30;
export const VERIFICATION_RESEND_SECONDS = 60;

/** An id in a query string. */
export { idQuerySchema as idQuery } from './common';
/** Paging and search of list endpoints. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(20),
  /** Name, phone or (farmers) user code; case-insensitive. */
  search: z.string().trim().max(100).optional(),
};
