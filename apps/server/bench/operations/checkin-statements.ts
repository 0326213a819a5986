import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { runHttpLoad } from '../lib/http-load';
import type { BenchContext } from '../lib/module';
import type { OperationsFixture } from './fixtures';
import { CHECK_IN_PATH, checkInBody } from './requests';

const PROFILE_SECONDS = 5;
const PROFILE_CONNECTIONS = 8;
const SHOWN = 8;

/**
 * PostgreSQL's time per check-in by statement: pg_stat_statements (loaded by the bench cluster, tracking
 * nothing) is switched on for one short extra phase at 8 connections, then off again, so the measured
 * phases run without its overhead. Execution and planning are wall time inside the backend.
 */
export async function statementNotes(ctx: BenchContext, fixture: OperationsFixture): Promise<string[]> {
  const admin = new pg.Client({ connectionString: ctx.env.databaseUrl });
  await admin.connect();
  try {
    await admin.query('create extension if not exists pg_stat_statements');
    await track(admin, 'top');
    await admin.query('select pg_stat_statements_reset()');
    ctx.log(`check-in: ${PROFILE_SECONDS} s at ${PROFILE_CONNECTIONS} connections with pg_stat_statements on`);
    const rooms = fixture.loadRoomIds.slice(0, PROFILE_CONNECTIONS);
    let next = 0;
    const load = await runHttpLoad({
      baseUrl: ctx.env.server.baseUrl,
      connections: PROFILE_CONNECTIONS,
      durationSeconds: PROFILE_SECONDS,
      method: 'POST',
      path: CHECK_IN_PATH,
      headers: { authorization: `Bearer ${await fixture.token()}` },
      body: () => checkInBody(fixture.loadFarmerId, rooms[next++ % rooms.length]!),
      perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }),
    });
    await track(admin, 'none');
    const { rows } = await admin.query<{ query: string; calls: string; exec: number; plan: number }>(
      `select query, calls, total_exec_time as exec, total_plan_time as plan from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) and query not ilike '%pg_stat_statements%'
       order by total_exec_time + total_plan_time desc`,
    );
    const n = load.completed + load.failed;
    if (n === 0 || rows.length === 0) return ['PostgreSQL per statement: nothing recorded'];
    const total = rows.reduce((sum, r) => ({ exec: sum.exec + r.exec, plan: sum.plan + r.plan }), { exec: 0, plan: 0 });
    const shown = rows.slice(0, SHOWN).map((r) => `${shorten(r.query)} ×${(Number(r.calls) / n).toFixed(1)}: ${(r.exec / n).toFixed(3)} + ${(r.plan / n).toFixed(3)} ms`);
    return [
      `where PostgreSQL's time per check-in goes (pg_stat_statements over ${n} check-ins, ${PROFILE_SECONDS} s at ${PROFILE_CONNECTIONS} connections; execution + planning, ms per check-in): ` +
        `in all ${(total.exec / n).toFixed(2)} + ${(total.plan / n).toFixed(2)} ms in ${(rows.reduce((s, r) => s + Number(r.calls), 0) / n).toFixed(1)} statements; ${shown.join('; ')}`,
    ];
  } finally {
    await track(admin, 'none').catch(() => undefined);
    await admin.end();
  }
}

/** pg_stat_statements.track (and planning) for every session, at once. */
async function track(admin: pg.Client, what: 'top' | 'none'): Promise<void> {
  await admin.query(`alter system set pg_stat_statements.track = '${what}'`);
  await admin.query(`alter system set pg_stat_statements.track_planning = ${what === 'top' ? 'on' : 'off'}`);
  await admin.query('select pg_reload_conf()');
  // Sessions take the new settings when they next read their configuration (between statements).
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** A statement's start, on one line: enough to tell which it is. */
function shorten(query: string): string {
  const line = query.replace(/\s+/g, ' ').trim();
  return `"${line.length > 60 ? `${line.slice(0, 57)}…` : line}"`;
}
