import type { BenchModule } from '../lib/module';
import { benchAnalysis } from './measure';

/** Issue 6: a large generated history, and the analysis endpoints timed next to hand-written SQL. */
export const analysisBenchmarks: BenchModule = {
  name: 'analysis',
  parts: ['analysis'],
  async run(ctx) {
    const history = await ctx.shared.history();
    return [await benchAnalysis(ctx, history)];
  },
};
