import { companies } from '../schema';
import type { DemoStep } from './context';

export const DEMO_COMPANY = 'demo';
export const SECOND_COMPANY = 'second';

export const demoCompanies: DemoStep = {
  name: 'companies',
  async run(ctx) {
    const rows = [
      { key: DEMO_COMPANY, name: 'Demo Cold Rooms', ml4Market: true, hasCoolingUnits: true },
      { key: SECOND_COMPANY, name: 'Second Cold Co', ml4Market: true, hasCoolingUnits: false },
    ];
    for (const { key, ...company } of rows) {
      const [row] = await ctx.tx
        .insert(companies)
        .values({ ...company, country: 'NG', currency: 'NGN', timeZone: 'Africa/Lagos', digitalTwin: true })
        .returning({ id: companies.id });
      ctx.companies.set(key, row!.id);
    }
  },
};
