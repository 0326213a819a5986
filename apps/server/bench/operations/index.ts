import type { BenchModule, Section } from '../lib/module';
import { benchCheckIn } from './checkin';
import { prepareOperations } from './fixtures';
import { benchPreview, benchTieredPreview } from './preview';

/** Issue 5: check-in throughput against plain SQL, and the check-out price preview (issue 29: with a 10-tier card). */
export const operationsBenchmarks: BenchModule = {
  name: 'operations',
  parts: ['checkin', 'preview', 'tiers'],
  async run(ctx) {
    ctx.log('preparing a company, rooms, an operator and farmers');
    const fixture = await prepareOperations(ctx.env.database.db, ctx.env.server.baseUrl, ctx.options.connections);
    const sections: Section[] = [];
    if (ctx.parts.has('checkin')) sections.push(await benchCheckIn(ctx, fixture));
    if (ctx.parts.has('preview')) sections.push(await benchPreview(ctx, fixture));
    if (ctx.parts.has('tiers')) sections.push(await benchTieredPreview(ctx, fixture));
    return sections;
  },
};
