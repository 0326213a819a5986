import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * domain-rules §10: an offline check-in is kept even past the room's capacity (the crates are inside);
 * every active service provider of the company is told, about that check-in (its room and code).
 */
export async function notifyRoomOverCapacity(tx: Tx, companyId: number, checkInId: number): Promise<void> {
  await tx.execute(sql`
    insert into notifications (company_id, user_id, kind, check_in_id)
    select ${companyId}, u.id, 'room_over_capacity', ${checkInId}
    from service_providers sp join users u on u.id = sp.user_id
    where sp.company_id = ${companyId} and u.active and u.anonymised_at is null`);
}
