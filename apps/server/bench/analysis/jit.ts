import type pg from 'pg';

/**
 * One EXPLAIN ANALYZE of a statement under PostgreSQL's default settings: how much of its time went to
 * JIT compilation (which the server's queries pay too when the planner expects many rows), or null.
 */
export async function jitShare(client: pg.Client, text: string, params: unknown[]): Promise<{ jitMs: number; totalMs: number } | null> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number; JIT?: { Timing?: { Total?: number } } }] }>(
    `explain (analyze, format json) ${text}`,
    params,
  );
  const plan = rows[0]?.['QUERY PLAN'][0];
  const jitMs = plan?.JIT?.Timing?.Total;
  return plan && jitMs !== undefined ? { jitMs, totalMs: plan['Execution Time'] + plan['Planning Time'] } : null;
}
