import type { BenchContext, BenchModule } from '../lib/module';
import { demoWorld } from './demo-world';
import { historyWorld } from './history-world';
import { measureRecipes, type Counts } from './measure';
import { documentedRoutes } from './openapi';
import { RECIPES } from './recipes';
import { countsText, endpointsSection, BUDGET_MS } from './section';
import type { Caller } from './types';
import type { World } from './world';

/** Time the two passes may take beyond the history (recipes × callers × requests, with their preparation). */
export const ENDPOINTS_TIME_LIMIT_SECONDS = 1800;

const counts = (ctx: BenchContext): Counts => (ctx.options.quick ? { warmup: 1, runs: 3 } : { warmup: 2, runs: 20 });
/** On the large history only what farmers and operators call (issue 12). */
const FIELD_ROLES: readonly Caller[] = ['Operator', 'Farmer'];

const ABOUT = [
  'Every route of the OpenAPI document (/api/docs/json), called the way the app calls it by each role that may call it',
  '(bench/endpoints/recipes: a realistic request per route and role; a route without one is listed as not measured).',
  'Requests go one at a time from the bench process to the server (LOG_LEVEL=warn) and are timed to the last byte of',
  'the answer. A write first prepares, untimed, what it uses up (a check-in to check out, a location to delete, a',
  'fresh account to delete or whose password to change), so every timed request does its real work. Budget: p95 under',
  `${BUDGET_MS} ms for every route on the demo data, and on the large history for what operators and farmers call.`,
].join('\n');

async function pass(ctx: BenchContext, world: World, include: (caller: Caller) => boolean, notes: string[]) {
  const routes = await documentedRoutes(ctx.env.server.baseUrl);
  const stale = RECIPES.filter((r) => !routes.includes(r.route)).map((r) => r.route);
  if (stale.length) throw new Error(`endpoints: recipes for routes the OpenAPI document does not have: ${[...new Set(stale)].join(', ')}`);
  const recipes = RECIPES.filter((r) => r.callers.some(include));
  const unmeasured = routes.filter((route) => !RECIPES.some((r) => r.route === route));
  ctx.log(`endpoints (${world.label}): ${recipes.length} recipes over ${routes.length} documented routes`);
  const measured = await measureRecipes(world, recipes, include, counts(ctx), ctx.log);
  return { measured, documented: routes.length, unmeasured, notes: [...notes, countsText(counts(ctx))] };
}

export const endpointsOnDemoData: BenchModule = {
  name: 'endpoints on the demo data',
  parts: ['endpoints'],
  async run(ctx) {
    const world = await demoWorld(ctx);
    const result = await pass(ctx, world, () => true, [
      "the demo data as `npm start` writes it, in a database holding nothing else; the operator's rooms get a capacity no run fills, Dawanau Room A allows corrections, and the company a logo",
    ]);
    return [endpointsSection({ id: 'endpoints-demo', title: 'Every endpoint on the demo data', about: ABOUT, setup: 'demo data, every role', ...result })];
  },
};

export const endpointsOnHistory: BenchModule = {
  name: 'endpoints on the large history',
  parts: ['endpoints'],
  async run(ctx) {
    const history = await ctx.shared.history();
    const world = await historyWorld(ctx, history);
    const result = await pass(ctx, world, (caller) => FIELD_ROLES.includes(caller), [
      `company ${history.largest.name} (${history.largest.profile.currency}, ${history.largest.profile.timeZone}); farmer ${world.ids.farmerId} (the most movements among those with produce in storage), the operator of the room holding most of it`,
    ]);
    return [
      endpointsSection({
        id: 'endpoints-history',
        title: 'Operator and farmer endpoints on the large history',
        about: ABOUT,
        setup: `${ctx.options.history} history, operator and farmer`,
        ...result,
      }),
    ];
  },
};
