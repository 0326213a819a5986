/** Pieces every resource's routes declare alike: the usual error answers, "no content", who counts as staff. */
import { z } from 'zod';
import { errorBodySchema, type Role } from '@coldroom/contract';

/** The error answers (one shape, domain-rules §9) any logged-in route may give; spread into `response`. */
export const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The 204 answer of a DELETE. */
export const noContent = z.null().describe('No content');

/** `config.access` lists: staff of a company, and those of them who manage it. */
export const STAFF = ['Service Provider', 'Operator'] as const satisfies readonly Role[];
export const MANAGERS = ['Service Provider'] as const satisfies readonly Role[];

/** OpenAPI grouping and the bearer token, the same on every route of one resource. */
export function resourceDocs(tag: string) {
  return { tags: [tag], security: [{ bearer: [] }] };
}
