/** Field rules shared by the operations schemas (not exported from the package). */
import { z } from 'zod';
import { kgToGrams } from '@coldroom/domain';
import { CRATE_MAX_KG, MOVEMENT_TYPES, PLANNED_DAYS_MAX } from './operations-limits';

export const id = z.number().int().positive();
export const typeError = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid');
export const idRef = z.number({ error: typeError }).int({ error: 'invalid' }).positive({ error: 'invalid' }).max(Number.MAX_SAFE_INTEGER, { error: 'invalid' });
export { idQuerySchema as idQuery } from './common';
export const minor = z.number().int();
export const dateQuery = z.iso.date({ error: 'invalid' });
/**
 * A crate weight in kg: more than 0 (after rounding to the gram) and at most 500. The range checks abort, so
 * the gram rounding (which throws outside a weight's range) only ever sees a weight in range.
 */
export const crateWeightKgSchema = z
  .number({ error: typeError })
  .gt(0, { error: 'out_of_range', abort: true })
  .max(CRATE_MAX_KG, { error: 'out_of_range', abort: true })
  .refine((kg) => kgToGrams(kg) > 0, { error: 'out_of_range' });
export const plannedDays = z.number({ error: typeError }).int({ error: 'invalid' }).min(0, { error: 'out_of_range' }).max(PLANNED_DAYS_MAX, { error: 'out_of_range' });
export const cropRef = z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(64, { error: 'unknown_crop' });
export const named = z.object({ id, name: z.string() });
export const personRef = z.object({ id, name: z.string(), phone: z.string().nullable(), is_walk_in: z.boolean() });
export const operatorRef = z.object({ user_id: id, name: z.string() });
export const movementRef = z.object({ id, code: z.string(), type: z.enum(MOVEMENT_TYPES), time: z.string() });
/** The head of a check-in and of a check-out, in the order both answer it. */
export const movementRecordFields = {
  id,
  movement: movementRef,
  company: named,
  cooling_unit: named.extend({ metric: z.enum(['crates', 'kg']) }),
  farmer: personRef,
  operator: operatorRef,
  currency: z.string(),
};
