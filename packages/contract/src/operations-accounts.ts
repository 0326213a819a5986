/**
 * Farmer accounts (issue 14, domain-rules §11): payments that settle one or more unpaid check-outs, their
 * reversals, the account view, statements and reminders of money owed. See operations.ts for units and
 * paths (all under OPERATION_PREFIX). Money is minor units of the check-outs' currency.
 */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './common';
import { dateQuery, id, idRef, minor, named, typeError } from './operations-fields';
import { PAYMENT_METHODS } from './operations-limits';
import { lotRateCardSchema } from './lot-rate-card';

/** At most this many check-outs in one payment. */
export const PAYMENT_MAX_CHECK_OUTS = 200;
/** A reminder of money owed goes at most once in this many days per farmer and company (domain-rules §11). */
export const REMINDER_MIN_DAYS = 7;
/** Only money owed for more than this many days is reminded (domain-rules §11). */
export const REMINDER_OWED_DAYS = 7;
/** A statement covers at most this many days. */
export const STATEMENT_MAX_DAYS = 366;

export const ACCOUNT_ERROR_CODES = [
  /** 422: `amount_minor` is more than what the chosen check-outs still owe; `details.due_minor`. */
  'payment_too_large',
  /** 422: a chosen check-out is fully paid already; `details.check_out_ids`. */
  'check_out_settled',
  /** 422: the opening balance was chosen but owes nothing any more. */
  'opening_balance_settled',
  /** 409: the payment was reversed already (or is itself a reversal). */
  'already_reversed',
  /** 422: nothing has been owed for more than REMINDER_OWED_DAYS days. */
  'nothing_owed',
  /** 409: a reminder went less than REMINDER_MIN_DAYS days ago; `details.next_at` (ISO instant). */
  'reminder_too_soon',
] as const;

// ─── payments ──────────────────────────────────────────────────────────────────────────────────────
/**
 * POST /operation/v1/farmers/{id}/payments/ (a service provider of the company, or an operator of a room
 * of every chosen check-out), `Idempotency-Key` header. Settles the chosen unpaid check-outs of that farmer
 * in the staff's company and, with `opening_balance: true`, their opening balance (docs/import-rules.md),
 * oldest first (the opening balance counts from the start of its day); a part payment leaves the rest due
 * where it stopped. At least one check-out or the opening balance. `paid_on`: the day the money came, in
 * the company's zone, not after today. Answers 201 with the payment. 422 payment_too_large,
 * check_out_settled, opening_balance_settled, mixed_currencies; 404 a check-out not of this farmer and
 * company, or no opening balance; 403 farmers. Any operator of the company may include the opening balance
 * (it belongs to no room).
 */
export const paymentCreateSchema = z.object({
  check_out_ids: z
    .array(idRef)
    .max(PAYMENT_MAX_CHECK_OUTS, { error: 'too_long' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' }),
  /** Also (or only) the farmer's opening balance with the company. */
  opening_balance: z.boolean({ error: typeError }).optional(),
  amount_minor: z.number({ error: typeError }).int({ error: 'invalid' }).positive({ error: 'out_of_range' }).max(Number.MAX_SAFE_INTEGER, { error: 'out_of_range' }),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'invalid' }),
  paid_on: z.iso.date({ error: 'invalid' }),
  note: z.string({ error: typeError }).trim().max(200, { error: 'too_long' }).optional(),
}).refine((body) => body.check_out_ids.length > 0 || body.opening_balance === true, { path: ['check_out_ids'], error: 'required' });
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

/** What a payment put on one check-out (`check_out_id`, `code`), or on the opening balance (`opening_balance` true, both null). */
export const paymentAllocationSchema = z.object({ check_out_id: id.nullable(), code: z.string().nullable(), opening_balance: z.boolean(), amount_minor: minor });

export const paymentSchema = z.object({
  id,
  /** A reversal undoes the payment `reverses_id` (its allocations are the negatives of that payment's). */
  kind: z.enum(['payment', 'reversal']),
  farmer_id: id,
  company: named,
  currency: z.string(),
  /** Always positive; a reversal takes this much back off the check-outs. */
  amount_minor: minor,
  payment_method: z.enum(PAYMENT_METHODS),
  paid_on: z.string(),
  note: z.string().nullable(),
  /** Who recorded it. */
  taken_by: named,
  created_at: z.string(),
  reverses_id: id.nullable(),
  /** Set on a payment once a reversal undid it. */
  reversed_by_id: id.nullable(),
  allocations: z.array(paymentAllocationSchema),
});
export type Payment = z.infer<typeof paymentSchema>;
/** GET /operation/v1/farmers/{id}/payments/?page&page_size — newest first (staff: their company's). */
export const paymentListSchema = pagedSchema(paymentSchema);
export const paymentListQuerySchema = pageQuerySchema;

/**
 * POST /operation/v1/payments/{id}/reversal/ (service providers of the company): undoes a payment; the
 * check-outs it covered owe that money again. Answers 201 with the reversal. 409 already_reversed.
 */
export const paymentReversalSchema = z.object({ reason: z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }) });
export type PaymentReversal = z.infer<typeof paymentReversalSchema>;

// ─── account ───────────────────────────────────────────────────────────────────────────────────────
export const accountCheckOutSchema = z.object({
  id,
  code: z.string(),
  time: z.string(),
  cooling_unit: named,
  crates: z.number().int(),
  weight_kg: z.number(),
  /** After discount. */
  total_minor: minor,
  /** Paid towards it so far (payments minus reversals). */
  paid_minor: minor,
  due_minor: minor,
});
export type AccountCheckOut = z.infer<typeof accountCheckOutSchema>;

/** Money owed before the company used the app, imported from a spreadsheet (docs/import-rules.md), and what is left of it. */
export const accountOpeningBalanceSchema = z.object({
  id,
  /** The day it was owed from (the company's calendar). */
  owed_on: z.string(),
  amount_minor: minor,
  /** Paid towards it so far (payments minus reversals). */
  paid_minor: minor,
  due_minor: minor,
  note: z.string().nullable(),
});
export type AccountOpeningBalance = z.infer<typeof accountOpeningBalanceSchema>;

/**
 * GET /operation/v1/farmers/{id}/account/: per company (staff: theirs only; a farmer: every company), what
 * is owed and what is behind it (the opening balance while it owes something, the unpaid check-outs oldest
 * first), what is in storage, and the reminder state. `owed_minor` = the opening balance's due + the
 * check-outs' due.
 */
export const accountSchema = z.object({
  farmer_id: id,
  name: z.string(),
  phone: z.string().nullable(),
  is_walk_in: z.boolean(),
  language: z.string(),
  companies: z.array(
    z.object({
      company: named,
      currency: z.string(),
      owed_minor: minor,
      /** Null when there is none, or nothing of it is left to pay. */
      opening_balance: accountOpeningBalanceSchema.nullable(),
      unpaid: z.array(accountCheckOutSchema),
      in_storage: z.object({ lots: z.number().int(), crates: z.number().int(), weight_kg: z.number() }),
      /** The last reminder of money owed sent to this farmer by this company, and when the next may go. */
      last_reminder_at: z.string().nullable(),
      next_reminder_at: z.string().nullable(),
    }),
  ),
});
export type Account = z.infer<typeof accountSchema>;

// ─── statement ─────────────────────────────────────────────────────────────────────────────────────
/**
 * GET /operation/v1/farmers/{id}/statement/?from&to[&company][&format=pdf] — the farmer's statement with
 * one company (staff: theirs; a farmer: `company` required when they have several). JSON by default;
 * `format=pdf` answers `application/pdf` (attachment `statement-<from>-<to>.pdf`) in the farmer's language.
 * `from`/`to`: dates in the company's zone, both included, at most STATEMENT_MAX_DAYS days apart.
 */
export const statementQuerySchema = z.object({
  from: dateQuery,
  to: dateQuery,
  company: z.coerce.number().int().positive().optional(),
  format: z.enum(['json', 'pdf']).optional(),
});
export const statementLineSchema = z.object({
  date: z.string(),
  /** `opening_balance`: money owed before the company used the app, on the day it was owed from (first on that day). */
  kind: z.enum(['opening_balance', 'check_out', 'payment', 'reversal']),
  code: z.string().nullable(),
  crates: z.number().int().nullable(),
  weight_kg: z.number().nullable(),
  /** The opening balance and check-outs add to what is owed (positive); payments take off (negative); reversals add back. */
  amount_minor: minor,
  balance_minor: minor,
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** A check-out: each lot it took with its rate card and the breakdown of its first crate as charged (docs/rent-rules.md §8). */
  rate_cards: z.array(lotRateCardSchema).optional(),
});
export const statementSchema = z.object({
  farmer: z.object({ id, name: z.string(), phone: z.string().nullable() }),
  company: named,
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  opening_minor: minor,
  lines: z.array(statementLineSchema),
  closing_minor: minor,
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * POST /operation/v1/farmers/{id}/statement/sms/ (staff) `{from, to}`: the statement's totals (opening,
 * charged, paid, closing) by SMS in the farmer's language, through the SMS budgets. 202 `{status:'queued'}`;
 * 422 no_phone.
 */
export const statementSmsSchema = z.object({ from: dateQuery, to: dateQuery });

/**
 * POST /operation/v1/farmers/{id}/reminder/ (staff): a reminder of money owed by SMS now, in the farmer's
 * language, through the SMS budgets. 202 `{status:'queued', next_at}`; 409 reminder_too_soon; 422
 * nothing_owed, no_phone. The weekly sweep sends the same reminder by itself unless the company turned
 * `balance_reminders` off (company update).
 */
export const reminderAnswerSchema = z.object({ status: z.literal('queued'), next_at: z.string() });
