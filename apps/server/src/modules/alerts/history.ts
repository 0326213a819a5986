import { and, eq, sql } from 'drizzle-orm';
import type { RoomAlertDetail, RoomAlertTold } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { roomAlerts } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';
import { fullName } from '../movements/refs';
import { alertRooms, present, selectAlerts } from './service';

interface ToldRow {
  channel: 'app' | 'sms';
  user_id: number | string;
  first_name: string | null;
  last_name: string | null;
  at: Date | string;
  critical: boolean;
  repeat: number | null;
  status: RoomAlertTold['status'];
}

/**
 * GET /storage/v1/alerts/{id}/ (docs/cold-chain-rules.md §5): the alert, its acknowledgement, and who was
 * told when and how: the in-app notices and every SMS with its outbox status (`refused` when the budgets or
 * the country list stopped it; null once housekeeping deleted the SMS). Only an alert of a room one sees.
 */
export async function alertHistory(db: Db, actor: Actor, id: number): Promise<RoomAlertDetail> {
  const [row] = await selectAlerts(db, and(eq(roomAlerts.id, id), alertRooms(actor)));
  if (!row) throw errors.notFound('The alert');
  const told = rowsOf<ToldRow>(
    await db.execute(sql`
      select * from (
        select 'app' as channel, n.user_id, n.created_at as at, n.kind = 'room_alert_critical' as critical,
               null::int as repeat, null::text as status
        from notifications n where n.alert_id = ${id}
        union all
        select 'sms', m.user_id, m.told_at, m.critical, m.repeat,
               case when not m.queued then 'refused' else s.status end
        from room_alert_messages m left join sms_messages s on s.id = m.sms_id
        where m.alert_id = ${id}
      ) told
      join lateral (select u.first_name, u.last_name from users u where u.id = told.user_id) u on true
      order by told.at, told.channel, told.user_id`),
  );
  return {
    ...present(row),
    told: told.map((t) => ({
      channel: t.channel,
      person: { id: Number(t.user_id), name: t.first_name === null ? '' : fullName(t.first_name, t.last_name ?? '') },
      at: new Date(t.at).toISOString(),
      critical: t.critical,
      repeat: t.repeat,
      status: t.status,
    })),
  };
}
