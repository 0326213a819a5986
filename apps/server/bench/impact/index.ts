import type { BenchModule } from '../lib/module';
import { benchImpact } from './measure';

/** Issue 30: the impact figures on the large generated history, next to their own SQL run directly. */
export const impactBenchmarks: BenchModule = {
  name: 'impact',
  parts: ['impact'],
  async run(ctx) {
    const history = await ctx.shared.history();
    return [await benchImpact(ctx, history)];
  },
};
