import type { BenchModule } from '../lib/module';
import { benchAnalysis } from './measure';
import { prepareHistory } from './prepare';

/** Issue 6: a large generated history, and the analysis endpoints timed next to hand-written SQL. */
export const analysisBenchmarks: BenchModule = {
  name: 'analysis',
  parts: ['analysis'],
  async run(ctx) {
    const history = await prepareHistory(ctx);
    return [await benchAnalysis(ctx, history)];
  },
};
