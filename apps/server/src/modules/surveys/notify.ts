import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * A check-out waits for its market survey (domain-rules §7): tell the farmer when they can log in, else the
 * operator who checked out (they fill it for a farmer without a smartphone). Nothing for the walk-in
 * customer. Written in the check-out's transaction, so a replayed or failed check-out leaves no notice.
 */
export async function notifyMarketSurveyDue(tx: Tx, input: { companyId: number; checkOutId: number; farmerId: number; operatorUserId: number }): Promise<void> {
  await tx.execute(sql`
    insert into notifications (company_id, user_id, kind, check_out_id)
    select ${input.companyId},
      case when u.password_hash is not null and u.active and u.anonymised_at is null then u.id else ${input.operatorUserId}::bigint end,
      'market_survey_due', ${input.checkOutId}
    from farmers f join users u on u.id = f.user_id
    where f.id = ${input.farmerId} and not f.is_walk_in`);
}
