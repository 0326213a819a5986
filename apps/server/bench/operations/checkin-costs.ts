import { closeSync, openSync, writeSync } from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { checkInCreateSchema, checkInSchema, type CheckIn } from '@coldroom/contract';
import { createAccessTokens } from '../../src/platform/auth/access-tokens';
import { liveActor } from '../../src/platform/policy';
import type { BenchContext } from '../lib/module';
import type { OperationsFixture } from './fixtures';
import { CHECK_IN_PATH, checkInBody } from './requests';

const ROUNDS = 2_000;
const DB_ROUNDS = 500;

/** Unmeasured calls before the measured ones, as a share of them. */
const WARM_UP = 0.1;
/** Each part is timed in this many rounds and the cheapest round kept: other work on the machine only ever adds. */
const REPEATS = 5;

/** CPU µs of this process per call of `work`: `rounds` calls one after another (after a warm-up), in the cheapest of REPEATS tries. */
async function cpuPerCall(rounds: number, work: () => unknown): Promise<number> {
  for (let i = 0; i < rounds * WARM_UP; i += 1) await work();
  let best = Infinity;
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    const started = process.cpuUsage();
    for (let i = 0; i < rounds / REPEATS; i += 1) await work();
    const used = process.cpuUsage(started);
    best = Math.min(best, ((used.user + used.system) * REPEATS) / rounds);
  }
  return best;
}

/**
 * What parts of one check-in cost in the server, each timed in the bench process with the server's own
 * code on the same token, body and answer (the server itself cannot be taken apart while it runs): the
 * token check (JWT verify, then the session lookup in PostgreSQL that other routes make; the check-in's first
 * statement confirms the session itself), the body's validation, the answer's
 * serialisation (response schema check + JSON), and Fastify's request logging at LOG_LEVEL=info.
 */
export async function checkInCostNotes(ctx: BenchContext, fixture: OperationsFixture, sample: CheckIn): Promise<string[]> {
  ctx.log('check-in: timing its parts in the bench process');
  const token = await fixture.token();
  const tokens = createAccessTokens(ctx.env.jwtSecret);
  const claims = await tokens.verify(token);
  const jwt = await cpuPerCall(ROUNDS, () => tokens.verify(token));

  const db = ctx.env.database.db;
  const pgBefore = ctx.env.postgresCpuMs();
  const sessionClient = await cpuPerCall(DB_ROUNDS, () => liveActor(db, claims));
  const pgAfter = ctx.env.postgresCpuMs();
  // PostgreSQL's clock covers every call, the warm-up's too (its mean, not the cheapest round).
  const sessionPg = pgBefore === null || pgAfter === null ? NaN : ((pgAfter - pgBefore) * 1000) / (DB_ROUNDS * (1 + WARM_UP));

  const body = checkInBody(fixture.loadFarmerId, fixture.loadRoomIds[0]!);
  const validate = validatorCompiler({ schema: checkInCreateSchema, method: 'POST', url: CHECK_IN_PATH, httpPart: 'body' });
  const validation = await cpuPerCall(ROUNDS, () => validate(body));
  const serialise = serializerCompiler({ schema: checkInSchema, method: 'POST', url: CHECK_IN_PATH, httpStatus: '201' });
  const serialisation = await cpuPerCall(ROUNDS, () => serialise(sample));
  const stringify = await cpuPerCall(ROUNDS, () => JSON.stringify(sample));
  const [logged, quiet] = await fastifyCpu(body, sample, ['info', 'warn']);
  const logging = logged! - quiet!;

  const us = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} µs` : 'n/a');
  return [
    `where the server's CPU per check-in goes (bench/operations/checkin-costs.ts: the server's own code timed in the bench process, ` +
      `CPU per call, the cheapest of ${REPEATS} rounds of ${ROUNDS / REPEATS} calls): token check ${us(jwt + sessionClient)} (JWT verify ${us(jwt)}, session lookup ${us(sessionClient)} ` +
      `in the client, plus ${us(sessionPg)} of PostgreSQL CPU: the lookup other routes make, a check-in confirms the session in its first statement instead); body validation ${us(validation)}; answer serialisation ${us(serialisation)} ` +
      `(of which JSON.stringify ${us(stringify)}, the rest the response schema check); request logging at LOG_LEVEL=info ${us(logging)} ` +
      '(Fastify\'s two lines per request, as the server logs; the bench server runs at warn, so its figures above hold none)',
  ];
}

/**
 * CPU µs per request of bare Fastify apps answering the check-in, logging requests as the server does
 * (Fastify's own request logging), each logger at its level writing to /dev/null. The apps are timed in
 * turns, round after round, and each keeps its cheapest round, so warm-up and other work on the machine fall
 * on all of them alike.
 */
async function fastifyCpu(body: unknown, answer: CheckIn, levels: ('info' | 'warn')[]): Promise<number[]> {
  const fd = openSync('/dev/null', 'w');
  const apps = levels.map((level) => {
    const app = Fastify({ logger: { level, stream: { write: (line: string) => writeSync(fd, line) } } });
    app.post(CHECK_IN_PATH, async (_request, reply) => reply.status(201).send(answer));
    return app;
  });
  try {
    await Promise.all(apps.map((app) => app.ready()));
    const inject = (app: (typeof apps)[number]) => app.inject({ method: 'POST', url: CHECK_IN_PATH, payload: body as object });
    for (const app of apps) for (let i = 0; i < ROUNDS * WARM_UP; i += 1) await inject(app);
    const best = apps.map(() => Infinity);
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      for (const [index, app] of apps.entries()) {
        const started = process.cpuUsage();
        for (let i = 0; i < ROUNDS / REPEATS; i += 1) await inject(app);
        const used = process.cpuUsage(started);
        best[index] = Math.min(best[index]!, ((used.user + used.system) * REPEATS) / ROUNDS);
      }
    }
    return best;
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    closeSync(fd);
  }
}
