import { sql } from 'drizzle-orm';
import { calendarDateIn } from '@coldroom/domain';
import { rowsOf } from '../../modules/occupancy/queries';
import { idOf, type DemoStep } from './context';
import { DEMO_COMPANY } from './companies';

const DAY_MS = 86_400_000;

/**
 * Issue 14's demo data: the demo farmer's account shows payments. His oldest check-out that was left unpaid
 * at the demo company is paid in full the day after, and the next one in part (half of it), both taken by
 * the demo operator; the rest stays owed (docs/accounts-rules.md).
 */
export const demoAccounts: DemoStep = {
  name: 'accounts',
  async run(ctx) {
    const companyId = idOf(ctx.companies, DEMO_COMPANY);
    const farmerUser = idOf(ctx.users, 'farmer');
    const takenBy = idOf(ctx.users, 'operator');
    const unpaid = rowsOf<{ id: number | string; farmer_id: number | string; total: number | string; currency: string; time: string | Date; zone: string }>(
      await ctx.tx.execute(sql`
        select co.id, co.farmer_id, co.total_minor as total, co.currency, co.time, c.time_zone as zone
        from check_outs co join farmers f on f.id = co.farmer_id join companies c on c.id = co.company_id
        where co.company_id = ${companyId} and f.user_id = ${farmerUser} and co.total_minor > co.paid_minor and co.total_minor > 1
        order by co.time, co.id limit 2`),
    );
    const plan = unpaid.map((row, i) => ({ row, amount: i === 0 ? Number(row.total) : Math.floor(Number(row.total) / 2) }));
    for (const { row, amount } of plan) {
      const paidOn = calendarDateIn(new Date(Math.min(new Date(row.time).getTime() + DAY_MS, Date.now())), row.zone);
      const [payment] = rowsOf<{ id: number | string }>(
        await ctx.tx.execute(sql`
          insert into payments (company_id, farmer_id, kind, currency, amount_minor, payment_method, paid_on, taken_by_user_id, created_at)
          values (${companyId}, ${row.farmer_id}, 'payment', ${row.currency}, ${amount}, 'cash', ${paidOn}::date, ${takenBy}, ${paidOn}::date + interval '12 hours')
          returning id`),
      );
      await ctx.tx.execute(sql`insert into payment_allocations (company_id, payment_id, check_out_id, amount_minor) values (${companyId}, ${payment!.id}, ${row.id}, ${amount})`);
      await ctx.tx.execute(sql`update check_outs set paid_minor = paid_minor + ${amount}, paid = (paid_minor + ${amount} = total_minor) where id = ${row.id}`);
    }
  },
};
