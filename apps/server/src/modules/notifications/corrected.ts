import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** domain-rules §4: a corrected check-in is shown to every active service provider of the company. */
export async function notifyCheckInCorrected(tx: Tx, companyId: number, checkInId: number): Promise<void> {
  await tx.execute(sql`
    insert into notifications (company_id, user_id, kind, check_in_id)
    select ${companyId}, u.id, 'check_in_corrected', ${checkInId}
    from service_providers sp join users u on u.id = sp.user_id
    where sp.company_id = ${companyId} and u.active and u.anonymised_at is null`);
}
