import { percentile, Samples } from '../lib/stats';
import { send } from './http';
import type { Caller, Recipe } from './types';
import type { World } from './world';

/** One route as one caller sends it, timed. */
export interface Measured {
  route: string;
  variant?: string;
  caller: Caller;
  p50: number;
  p95: number;
  max: number;
  runs: number;
  /** Size of the last answer. */
  bytes: number;
  /** The first unexpected answer; the route is then not timed further. */
  failure?: string;
}

export interface Counts {
  warmup: number;
  runs: number;
}

/**
 * Each recipe as each of its callers that `include` admits: `warmup` unmeasured requests, then `runs`
 * timed ones, one at a time (latency, not throughput). A request's preparation is not timed.
 */
export async function measureRecipes(
  world: World,
  recipes: readonly Recipe[],
  include: (caller: Caller) => boolean,
  counts: Counts,
  log: (line: string) => void,
): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const recipe of recipes) {
    for (const caller of recipe.callers.filter(include)) {
      results.push(await measureOne(world, recipe, caller, counts));
      const last = results[results.length - 1]!;
      if (last.failure) log(`endpoints (${world.label}): ${describe(last)} FAILED: ${last.failure}`);
    }
  }
  return results;
}

export const describe = (m: Pick<Measured, 'route' | 'variant' | 'caller'>) => `${m.route}${m.variant ? ` (${m.variant})` : ''} as ${m.caller}`;

async function measureOne(world: World, recipe: Recipe, caller: Caller, counts: Counts): Promise<Measured> {
  const [method, path] = recipe.route.split(' ') as [string, string];
  const samples = new Samples();
  let bytes = 0;
  const base = { route: recipe.route, ...(recipe.variant ? { variant: recipe.variant } : {}), caller };
  for (let n = 0; n < counts.warmup + counts.runs; n += 1) {
    let answer;
    try {
      const call = await recipe.request(world, caller, n);
      const token = call.token !== undefined ? call.token : caller === 'anonymous' ? null : await world.token(caller);
      answer = await send(world.baseUrl, { method, path: call.path, token, body: call.body, form: call.form, headers: call.headers });
      if (answer.status !== (call.expect ?? 200)) {
        return { ...base, p50: NaN, p95: NaN, max: NaN, runs: 0, bytes: 0, failure: `${method} ${call.path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}` };
      }
    } catch (error) {
      return { ...base, p50: NaN, p95: NaN, max: NaN, runs: 0, bytes: 0, failure: `${path}: ${(error as Error).message.slice(0, 300)}` };
    }
    bytes = answer.body.length;
    if (n >= counts.warmup) samples.add(answer.ms);
  }
  const sorted = samples.sorted();
  return { ...base, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? NaN, runs: samples.count, bytes };
}
