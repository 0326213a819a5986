import type { BenchModule } from '../lib/module';
import { benchImpact } from './measure';

/**
 * Issue 30: the impact figures on the large generated history, next to their own SQL run directly.
 *
 *   npm run bench -- --only=impact                                      # the full history (2 million crates)
 *   npm run bench -- --only=impact --history=small --impact-runs=10     # iterate: 1/20 of it, 10 timed runs a side
 *
 * Each pass (one company, then all companies) logs its figures as soon as it ends. `--impact-runs=N` bounds
 * the timed requests of a pass (and as many statements on its SQL side); a side also stops timing after
 * 120 s, and says how many runs it made.
 */
export const impactBenchmarks: BenchModule = {
  name: 'impact',
  parts: ['impact'],
  async run(ctx) {
    const history = await ctx.shared.history();
    return [await benchImpact(ctx, history)];
  },
};
