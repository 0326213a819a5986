import { z } from 'zod';
import { genderInputSchema, genderSchema, languageSchema, roleSchema, userTypeSchema } from './common';

/** POST /user/v1/login/ — body exactly as spec §7. `username` is a phone, or an email for service providers. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  user_type: userTypeSchema,
  language: languageSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The user as every endpoint presents it (spec §3 and issue 2). Phone may be empty. */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  gender: genderSchema.nullable(),
  phone: z.string().nullable(),
  last_login: z.string().nullable(),
  language: languageSchema,
  role: roleSchema,
  company: z.number().int().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  refresh: z.string(),
  /** An access token of the new session, good until the spec's exchange of `refresh` gives the one to store. */
  access: z.string(),
  role: roleSchema,
  company: z.number().int().nullable(),
  user: userSchema,
  csrf_token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /user/token/refresh/ — the refresh token rotates on every use. */
export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(4096) });
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = z.object({ refresh: z.string().min(1).max(4096).optional() });
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const versionResponseSchema = z.object({ version: z.string() });
export const versionCodeResponseSchema = z.object({ version_code: z.string(), store_url: z.string() });

/** PUT /user/v1/users/{id}/ — the spec's fields; all optional, only given ones change. */
export const userUpdateSchema = z.object({
  first_name: z.string().trim().min(1).max(100).optional(),
  last_name: z.string().trim().min(1).max(100).optional(),
  phone: z.string().trim().max(32).optional(),
  email: z.string().trim().max(254).nullable().optional(),
  gender: genderInputSchema.nullable().optional(),
  language: languageSchema.optional(),
  parent_name: z.string().trim().max(200).nullable().optional(),
  last_login: z.string().max(64).nullable().optional(),
  cooling_units: z.array(z.number().int().positive()).max(500).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
