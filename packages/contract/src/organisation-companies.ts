import { z } from 'zod';
import { genderInputSchema, languageSchema, newPasswordSchema } from './common';
import { userSchema } from './auth';
import { companyCropsSchema, countryCodeSchema, currencyCodeSchema, optionalEmailSchema, optionalText, phoneInputSchema, text, timeZoneSchema } from './organisation-fields';

/** Companies and service-provider sign-up (issue 3). */

/**
 * A company as GET /user/v1/companies/{id}/ shows it. `logo` is a URL path on the API host
 * ("/api/files/logos/<hash>.png") or null. `crop` is the shortlist of crop ids. The bank fields are present
 * only for the company's own service providers.
 */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  logo: z.string().nullable(),
  currency: z.string(),
  crop: z.array(z.string()),
  digital_twin: z.boolean(),
  ml4Market: z.boolean(),
  ml4Quality: z.boolean(),
  ml4Farmers: z.boolean(),
  has_cooling_units: z.boolean(),
  date_joined: z.string(),
  time_zone: z.string(),
  account_name: z.string().nullable().optional(),
  account_number: z.string().nullable().optional(),
  bank_name: z.string().nullable().optional(),
  /** Countries SMS may go to besides `country` (own service providers only). */
  sms_countries: z.array(z.string()).optional(),
  /** The server's allow-list: the countries `sms_countries` may name (own service providers only). */
  sms_countries_allowed: z.array(z.string()).optional(),
  /** Weekly SMS reminders of money owed (domain-rules §11; own service providers only); they may turn them off. */
  balance_reminders: z.boolean().optional(),
  /** SMS written without tone marks, dots and hooks (docs/translations.md; own service providers only): one GSM part instead of two or three. */
  sms_plain_letters: z.boolean().optional(),
});
export type Company = z.infer<typeof companySchema>;
export const companyListSchema = z.array(companySchema);

/**
 * PUT /user/v1/companies/{id}/ — multipart/form-data (or JSON without a logo). Every field optional; only
 * given ones change. In multipart, `crop` is repeated once per crop id (or one field, comma-separated);
 * an empty `crop` field clears the list. The file part is `logo` (PNG, JPEG or WebP, at most 2 MB);
 * `remove_logo=true` removes it. The ML flags and digital_twin are not changed here. In multipart,
 * `sms_countries` is repeated or comma-separated like `crop`.
 */
export const companyUpdateSchema = z.object({
  name: text(120).optional(),
  country: countryCodeSchema.optional(),
  currency: currencyCodeSchema.optional(),
  crop: companyCropsSchema.optional(),
  time_zone: timeZoneSchema.optional(),
  account_name: optionalText(120).nullable().optional(),
  account_number: optionalText(34).nullable().optional(),
  bank_name: optionalText(120).nullable().optional(),
  /** Extra countries for SMS (the company's own country always counts); each must be on the server's allow-list. */
  sms_countries: z.array(countryCodeSchema).max(60, { message: 'too_long' }).optional(),
  balance_reminders: z.boolean().optional(),
  sms_plain_letters: z.boolean().optional(),
  remove_logo: z.boolean().optional(),
});
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** POST /user/v1/service-provider-signup/ — the company and its first service provider, in one go. */
export const serviceProviderSignupRequestSchema = z.object({
  user: z.object({
    first_name: text(100),
    last_name: text(100),
    gender: genderInputSchema.nullable().optional(),
    phone: phoneInputSchema,
    email: optionalEmailSchema,
    password: newPasswordSchema,
    language: languageSchema.optional(),
  }),
  company: z.object({
    name: text(120),
    country: countryCodeSchema,
    /** Default NGN. */
    currency: currencyCodeSchema.optional(),
    /** The first user's language when `user.language` is not given. */
    language: languageSchema.optional(),
    crop: companyCropsSchema.optional(),
    /** Default: from the country (NG Africa/Lagos, IN Asia/Kolkata). */
    time_zone: timeZoneSchema.optional(),
  }),
});
export type ServiceProviderSignupRequest = z.infer<typeof serviceProviderSignupRequestSchema>;
/** 201: the new company and user; log in next with the phone and password. */
export const serviceProviderSignupResponseSchema = z.object({ company: companySchema, user: userSchema });
