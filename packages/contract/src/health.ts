import { z } from 'zod';

/** GET /api/health/live: the process answers (nothing else is checked). */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** One readiness check: ok, failing (with what is wrong), or skipped (nothing to check, e.g. no job queue in this process). */
export const readinessCheckSchema = z.object({
  status: z.enum(['ok', 'failing', 'skipped']),
  detail: z.string().optional(),
});

/** GET /api/health/ready: 200 when every check is ok or skipped, 503 naming the failing ones otherwise. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: readinessCheckSchema,
    /** `missing`: the shipped migrations the database has not applied. */
    migrations: readinessCheckSchema.extend({ missing: z.array(z.string()).optional() }),
    jobs: readinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof readinessResponseSchema>;
