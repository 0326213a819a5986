import { z } from 'zod';
import { genderInputSchema, genderSchema, languageSchema, pagedSchema } from './common';
import { offlineSchema } from './operations-offline';
import { countryCodeSchema, idQuery, optionalEmailSchema, optionalText, pageQuery, phoneInputSchema, text } from './organisation-fields';

/** Service providers, operators and farmers as presented, their lists and farmer requests (issue 3). */

/** spec §3 "User / service provider"; `id` is the service-provider record, `userId` the account. */
export const serviceProviderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  gender: genderSchema.nullable(),
  phone: z.string().nullable(),
  lastLogin: z.string().nullable(),
  language: languageSchema,
  companyId: z.number().int(),
});
export type ServiceProvider = z.infer<typeof serviceProviderSchema>;

/** spec §3 Operator; `cooling_units` are the ids of the rooms the operator runs. */
export const operatorSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  lastLogin: z.string().nullable(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  gender: genderSchema.nullable(),
  cooling_units: z.array(z.number().int()),
  email: z.string().nullable(),
  language: languageSchema,
  companyId: z.number().int(),
});
export type Operator = z.infer<typeof operatorSchema>;

/**
 * spec §3 Farmer. `companyId` is the company that registered the farmer (null: self-registered);
 * `canLogIn` false for farmers registered without a login; `isWalkIn` marks the company's
 * "User without a phone" record, which cannot be deleted.
 */
export const farmerSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  parentName: z.string().nullable(),
  phone: z.string().nullable(),
  gender: genderSchema.nullable(),
  language: languageSchema,
  country: z.string().nullable(),
  userCode: z.string(),
  companyId: z.number().int().nullable(),
  canLogIn: z.boolean(),
  isWalkIn: z.boolean(),
  dateJoined: z.string(),
});
export type Farmer = z.infer<typeof farmerSchema>;
/**
 * The answer of POST /user/v1/farmers/: the farmer; with `offline`, also whether the phone matched a farmer
 * the company already had (200, `matched_existing: true`) or the farmer was created (201, false).
 */
export const farmerCreatedSchema = farmerSchema.extend({ matched_existing: z.boolean().optional() });
export type FarmerCreated = z.infer<typeof farmerCreatedSchema>;

export const serviceProviderPageSchema = pagedSchema(serviceProviderSchema);
export const operatorPageSchema = pagedSchema(operatorSchema);
export const farmerPageSchema = pagedSchema(farmerSchema);

/** GET /user/v1/service-providers/?company — the caller's company when omitted. */
export const serviceProviderListQuerySchema = z.object({ company: idQuery.optional(), ...pageQuery });
/** GET /user/v1/operators?company or ?user_id. */
export const operatorListQuerySchema = z.object({ company: idQuery.optional(), user_id: idQuery.optional(), ...pageQuery });
/** GET /user/v1/farmers/?operator (an operator id: that operator's company's farmers), ?user_id, ?company. */
export const farmerListQuerySchema = z.object({
  operator: idQuery.optional(),
  user_id: idQuery.optional(),
  company: idQuery.optional(),
  ...pageQuery,
});

/**
 * POST /user/v1/farmers/ — three uses, by the body:
 * - no login (operator or service provider): `user` with `createUser: false`; any `user.password` is
 *   ignored and the farmer can never log in; `user.phone` is optional.
 * - with a login: `createUser: true` and `user.password` — a farmer signing themselves up
 *   (no Authorization header: 202 farmerSignupPendingSchema, the phone is verified by a code first),
 *   or staff creating an account for a farmer (201, at once).
 * - link a self-registered farmer to the caller's company: only `user_code`, no `user` (staff only).
 * `createUser` absent: true when `user.password` is given. With `user`, `user_code` is ignored: the server assigns every farmer a fresh 8-character code.
 * `user.country` defaults to the phone's country, else the company's.
 */
export const farmerCreateRequestSchema = z.object({
  user: z
    .object({
      first_name: text(100),
      last_name: optionalText(100).optional(),
      gender: genderInputSchema.nullable().optional(),
      phone: z.string().trim().max(32, { message: 'invalid_phone' }).nullable().optional(),
      email: optionalEmailSchema,
      password: z.string().max(128).optional(),
      language: languageSchema.optional(),
      country: countryCodeSchema.nullable().optional(),
    })
    .optional(),
  createUser: z.boolean().optional(),
  parent_name: optionalText(200).nullable().optional(),
  user_code: z.string().trim().max(32).nullable().optional(),
  /** Registered by staff without network (`createUser: false`; docs/offline-rules.md). */
  offline: offlineSchema.optional(),
});
export type FarmerCreateRequest = z.infer<typeof farmerCreateRequestSchema>;

/**
 * 202 of POST /user/v1/farmers/ without a caller (a farmer signing up): nothing is created yet. A code
 * goes by SMS to `phone` (or, when the number already has an account, how to log in or reset the
 * password); the answer is the same either way. The account is made by POST /user/v1/farmers/verify/.
 */
export const farmerSignupPendingSchema = z.object({
  phone: z.string(),
  /** Minutes the code works. */
  code_minutes: z.number().int(),
  /** Seconds before another code may be asked for (POST /user/v1/farmers/verify/resend/). */
  resend_after_seconds: z.number().int(),
});
export type FarmerSignupPending = z.infer<typeof farmerSignupPendingSchema>;

/** POST /user/v1/farmers/verify/ — the code from the sign-up SMS; 201 answers the new farmer. */
export const farmerVerifyRequestSchema = z.object({
  phone: phoneInputSchema,
  code: z.string().trim().max(16, { message: 'invalid_code' }).regex(/^\d{6}$/, { message: 'invalid_code' }),
});
export type FarmerVerifyRequest = z.infer<typeof farmerVerifyRequestSchema>;

/** POST /user/v1/farmers/verify/resend/ — a new code for a sign-up waiting for its phone; answers like sign-up. */
export const farmerVerifyResendRequestSchema = z.object({ phone: phoneInputSchema });

/** PUT /user/v1/farmers/{id}/ (staff of the registering company, or the farmer). Only given fields change. */
export const farmerUpdateSchema = z.object({
  first_name: text(100).optional(),
  last_name: optionalText(100).optional(),
  parent_name: optionalText(200).nullable().optional(),
  /** Staff may change it only for farmers without a login (else 422 farmer_has_login). */
  phone: z.string().trim().max(32, { message: 'invalid_phone' }).nullable().optional(),
  gender: genderInputSchema.nullable().optional(),
  language: languageSchema.optional(),
  country: countryCodeSchema.nullable().optional(),
});
export type FarmerUpdate = z.infer<typeof farmerUpdateSchema>;
