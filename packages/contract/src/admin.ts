import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './common';

/**
 * The platform administrator (docs/platform-admin.md): a role outside every company. Paths under
 * ADMIN_PREFIX, all for the 'Administrator' role only:
 * - GET   /admin/v1/companies/?search&page&page_size  companies by name, with their figures (paged).
 * - GET   /admin/v1/companies/{id}/                    one company with the same figures.
 * - PATCH /admin/v1/companies/{id}/flags/              switch ml4Market, ml4Quality, ml4Farmers, digital_twin.
 * - PATCH /admin/v1/companies/{id}/sms-budget/         the company's daily SMS cap (null: the server's budgets only).
 * - POST  /admin/v1/companies/{id}/suspension/         suspend, with a reason.
 * - DELETE /admin/v1/companies/{id}/suspension/        lift the suspension.
 * Every change is written to the audit log with its before and after.
 */
export const ADMIN_PREFIX = '/admin/v1';

/** The four switches of a company only the administrator changes. */
export const COMPANY_FLAGS = ['ml4Market', 'ml4Quality', 'ml4Farmers', 'digital_twin'] as const;
export type CompanyFlag = (typeof COMPANY_FLAGS)[number];

export const SMS_DAY_LIMIT_MAX = 1_000_000;
export const SUSPENSION_REASON_MAX = 500;

export const adminCompaniesQuerySchema = pageQuerySchema.extend({
  /** Part of the company's name, any case. */
  search: z.string().trim().max(100).optional(),
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  date_joined: z.string(),
  /** Rooms (cooling units) not deleted. */
  rooms: z.number().int(),
  /** Active people of the company by role; farmers: those the company serves. */
  users: z.object({ service_providers: z.number().int(), operators: z.number().int(), farmers: z.number().int() }),
  /** SMS messages the company caused that were handed to the provider (status sent): this calendar month (UTC) and ever. */
  sms: z.object({ sent_this_month: z.number().int(), sent_total: z.number().int(), refused_this_month: z.number().int() }),
  /** The company's daily SMS cap over all kinds; null: only the server's budgets. */
  sms_day_limit: z.number().int().nullable(),
  /** The latest of its people's logins and its operations (ISO 8601), or null. */
  last_activity: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  flags: z.object({ ml4Market: z.boolean(), ml4Quality: z.boolean(), ml4Farmers: z.boolean(), digital_twin: z.boolean() }),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompanyListSchema = pagedSchema(adminCompanySchema);
export type AdminCompanyList = z.infer<typeof adminCompanyListSchema>;

/** Any of the four flags; at least one. */
export const adminFlagsInputSchema = z
  .object({ ml4Market: z.boolean(), ml4Quality: z.boolean(), ml4Farmers: z.boolean(), digital_twin: z.boolean() })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'required' });
export type AdminFlagsInput = z.infer<typeof adminFlagsInputSchema>;

export const adminSmsBudgetInputSchema = z.object({ sms_day_limit: z.number().int().min(0).max(SMS_DAY_LIMIT_MAX).nullable() }).strict();
export type AdminSmsBudgetInput = z.infer<typeof adminSmsBudgetInputSchema>;

export const adminSuspendInputSchema = z.object({ reason: z.string().trim().min(1).max(SUSPENSION_REASON_MAX) }).strict();
export type AdminSuspendInput = z.infer<typeof adminSuspendInputSchema>;
