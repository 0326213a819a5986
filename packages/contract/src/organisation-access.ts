import { z } from 'zod';
import { genderInputSchema, languageSchema, newPasswordSchema, pagedSchema, companyRoleSchema } from './common';
import { userSchema } from './auth';
import { SMS_DELIVERY_STATUSES } from './sms-delivery';
import {
  eightCharacterCodeSchema,
  idQuery,
  optionalEmailSchema,
  optionalText,
  pageQuery,
  phoneInputSchema,
  roomIdsSchema,
  smsLinkSchema,
  smsPartSchema,
  text,
} from './organisation-fields';

/** Invitations, passwords and the SMS outbox (issue 3). */

const invitationMessage = {
  partOne: smsPartSchema,
  partTwo: smsPartSchema,
  /** The sign-up page; the server adds `code` (and `phone`) as query parameters. */
  urlOne: smsLinkSchema,
  /** Optional second link (an app-store page), sent after partTwo. */
  urlTwo: smsLinkSchema.nullable().optional(),
  /** The inviting user; when given it must be the caller (reason `must_be_caller`). */
  user_id: z.number().int().positive().optional(),
};

/**
 * POST /user/v1/operator-invite/ — SMS text: `partOne <urlOne?code=…&phone=…> partTwo [urlTwo]`.
 * A new invitation to the same phone in the same company replaces the pending one.
 */
export const operatorInviteRequestSchema = z.object({
  phone: phoneInputSchema,
  first_name: optionalText(100).optional(),
  last_name: optionalText(100).optional(),
  email: optionalEmailSchema,
  gender: genderInputSchema.nullable().optional(),
  cooling_units: roomIdsSchema.default([]),
  ...invitationMessage,
});
export type OperatorInviteRequest = z.infer<typeof operatorInviteRequestSchema>;

/** POST /user/v1/service-provider-invite/ — `cooling_units` is accepted and ignored (service providers run every room). */
export const serviceProviderInviteRequestSchema = z.object({
  phone: phoneInputSchema,
  first_name: optionalText(100).optional(),
  last_name: optionalText(100).optional(),
  email: optionalEmailSchema,
  cooling_units: roomIdsSchema.optional(),
  ...invitationMessage,
});
export type ServiceProviderInviteRequest = z.infer<typeof serviceProviderInviteRequestSchema>;

export const INVITATION_STATUSES = ['pending', 'used', 'expired', 'cancelled', 'replaced'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

/** An invitation as its company's service providers see it. */
export const invitationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  role: companyRoleSchema,
  phone: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  cooling_units: z.array(z.number().int()),
  company: z.number().int(),
  invited_by: z.number().int().nullable(),
  status: invitationStatusSchema,
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  sms_message_id: z.number().int().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

/** GET /user/v1/operator-invite/?code (public: fills the sign-up form) or ?company (service providers: the pending list). */
export const invitationLookupQuerySchema = z.object({ code: z.string().trim().max(32).optional(), company: idQuery.optional() });
/** GET /user/v1/service-provider-invite/?company — pending service-provider invitations. */
export const invitationListQuerySchema = z.object({ company: idQuery.optional() });

/** What the sign-up page shows for `?code`: no other detail of the company. */
export const invitationPreviewSchema = z.object({
  code: z.string(),
  role: companyRoleSchema,
  phone: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  company_name: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /user/v1/service-provider-invite-signup/ and /user/v1/operator-invite-signup/. The phone must be the invited one. */
export const inviteSignupRequestSchema = z.object({
  first_name: text(100),
  last_name: text(100),
  gender: genderInputSchema.nullable().optional(),
  phone: phoneInputSchema,
  email: optionalEmailSchema,
  password: newPasswordSchema,
  code: eightCharacterCodeSchema,
  language: languageSchema.optional(),
});
export type InviteSignupRequest = z.infer<typeof inviteSignupRequestSchema>;
/** 201: the new account (`company` is the inviter's); log in next. */
export const inviteSignupResponseSchema = userSchema;

/**
 * POST /user/v1/reset-password/ to request a code by SMS. The server writes the SMS itself, from its own
 * template in the account's language; `partOne` and `partTwo` (spec §7) are accepted and ignored.
 */
export const resetPasswordRequestSchema = z.object({
  phoneNumber: phoneInputSchema,
  partOne: smsPartSchema.optional(),
  partTwo: smsPartSchema.optional(),
});
/** POST /user/v1/reset-password/ to set a new password with the code. */
export const resetPasswordSetSchema = z.object({
  password: newPasswordSchema,
  code: z.string().trim().regex(/^\d{6}$/, { message: 'invalid_code' }),
  phone: phoneInputSchema,
});
/** The route's body: one of the two forms above, told apart by `code`/`password` being present. */
export const resetPasswordBodySchema = z.object({
  phoneNumber: z.unknown().optional(),
  partOne: z.unknown().optional(),
  partTwo: z.unknown().optional(),
  password: z.unknown().optional(),
  code: z.unknown().optional(),
  phone: z.unknown().optional(),
});
/** Both forms answer 200 `{ok: true}`; a request answers the same whether or not the phone is registered. */
export const resetPasswordResponseSchema = z.object({ ok: z.literal(true) });

/** POST /user/v1/change-password/ — one's own password; other sessions end. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, { message: 'required' }).max(128),
  new_password: newPasswordSchema,
});

/** `refused`: the server did not send it (a budget or the country list); `refused_reason` says which. */
export const SMS_STATUSES = ['pending', 'sending', 'sent', 'failed', 'refused'] as const;
/**
 * What an SMS is for; each kind has its own budgets. `verification`: a sign-up's phone check (or, for a
 * number that has an account, how to log in); `pickup`: time to pick up produce; `reminder`: money owed;
 * `alert`: a room's alert and its repeats (docs/cold-chain-rules.md §5); `reply`: the answer to a farmer's SMS
 * (docs/sms-and-ussd.md).
 */
export const SMS_KINDS = ['verification', 'password_reset', 'invitation', 'receipt', 'pickup', 'reminder', 'alert', 'reply', 'rate_change', 'welcome'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
/**
 * Why the server refused an SMS: a budget of the company (per hour, per day), of the destination number
 * per day, of one subject (a movement's receipt) per day, of an anonymous client address per hour, or a
 * destination outside the company's countries (or the server's allow-list).
 */
export const SMS_REFUSAL_REASONS = ['company_hour', 'company_day', 'destination_day', 'subject_day', 'address_hour', 'country_not_allowed'] as const;
export type SmsRefusalReason = (typeof SMS_REFUSAL_REASONS)[number];

/**
 * A message as GET /user/v1/sms-outbox/ shows it. One-time codes (password reset, verification) are
 * masked for everyone. A refused message: `attempts` counts the refused tries it stands for (repeats of
 * the same refusal within an hour are counted on one row), `refused_reason` says why.
 */
export const smsMessageSchema = z.object({
  id: z.number().int(),
  company: z.number().int().nullable(),
  to: z.string(),
  text: z.string(),
  kind: z.enum(SMS_KINDS),
  provider: z.string(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  refused_reason: z.enum(SMS_REFUSAL_REASONS).nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /**
   * What the gateway's delivery report said of a sent message (docs/sms-and-ussd.md §5): delivered, failed or
   * expired, with the gateway's reason and when; null until a report comes (and always with SMS_PROVIDER=outbox).
   */
  delivery_status: z.enum(SMS_DELIVERY_STATUSES).nullable().optional(),
  delivery_reason: z.string().nullable().optional(),
  delivery_status_at: z.string().nullable().optional(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;
export const smsMessagePageSchema = pagedSchema(smsMessageSchema);
/** GET /user/v1/sms-outbox/?company&status&page&page_size (service providers). */
export const smsOutboxQuerySchema = z.object({
  company: idQuery.optional(),
  status: z.enum(SMS_STATUSES).optional(),
  page: pageQuery.page,
  page_size: pageQuery.page_size,
});
