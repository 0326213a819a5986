import { and, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { roomAlertMessages, users } from '../../db/schema';
import type { SmsService } from '../../platform/sms';
import { rowsOf } from '../occupancy/queries';
import { alertSmsText, type AlertSmsWhat } from './sms-text';

/** docs/cold-chain-rules.md §5: a repeat every 2 hours, at most 6 messages a day per person. */
export const ALERT_SMS_REPEAT_MS = 2 * 3_600_000;
export const ALERT_SMS_PER_DAY = 6;
const DAY_MS = 86_400_000;
/** Messages one run writes at most; the next run (minutes later) takes the rest. */
const BATCH = 500;

interface Due {
  alert_id: number | string;
  company_id: number | string;
  kind: 'temperature' | 'humidity' | 'no_data';
  direction: 'high' | 'low' | null;
  started_at: Date | string;
  critical: boolean;
  room: string;
  company: string;
  time_zone: string;
  user_id: number | string;
  phone: string;
  language: Language;
  next_repeat: number;
}

/**
 * The messages due now: for each open, unacknowledged alert and each of its people with a phone (the room's
 * operators, the company's service providers, as for the in-app notice), the first at once, then one each
 * 2 hours after the last; a service provider not yet told that the alert is critical at once. A person
 * who had 6 in the last 24 hours waits.
 */
async function dueMessages(db: Db, now: Date): Promise<Due[]> {
  const repeatAfter = new Date(now.getTime() - ALERT_SMS_REPEAT_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return rowsOf<Due>(
    await db.execute(sql`
      with people as (
        select a.id as alert_id, u.id as user_id,
               u.id in (select sp.user_id from service_providers sp where sp.company_id = a.company_id) as provider
        from room_alerts a
        join users u on u.active and u.anonymised_at is null and u.phone is not null and (
          u.id in (select sp.user_id from service_providers sp where sp.company_id = a.company_id)
          or u.id in (select o.user_id from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id
                      where cuo.cooling_unit_id = a.cooling_unit_id))
        where a.closed_at is null and a.acknowledged_at is null and a.opened_at <= ${now}
      )
      select a.id as alert_id, a.company_id, a.kind, a.direction, a.started_at,
             (a.critical_at is not null and a.critical_at <= ${now}) as critical,
             cu.name as room, c.name as company, c.time_zone,
             u.id as user_id, u.phone, u.language, coalesce(last.repeat + 1, 0)::int as next_repeat
      from people p
      join room_alerts a on a.id = p.alert_id
      join cooling_units cu on cu.id = a.cooling_unit_id and cu.deleted_at is null
      join companies c on c.id = a.company_id
      join users u on u.id = p.user_id
      left join lateral (select max(m.repeat) as repeat, max(m.told_at) as told_at, bool_or(m.critical) as critical
                         from room_alert_messages m where m.alert_id = a.id and m.user_id = u.id) last on true
      where (last.repeat is null or last.told_at <= ${repeatAfter}
             or (p.provider and a.critical_at is not null and a.critical_at <= ${now} and not last.critical))
        and (select count(*) from room_alert_messages m where m.user_id = u.id and m.told_at > ${dayAgo}) < ${ALERT_SMS_PER_DAY}
      order by a.id, u.id
      limit ${BATCH}`),
  );
}

const whatOf = (row: Due): AlertSmsWhat => (row.kind === 'no_data' ? 'no_data' : `${row.kind}_${row.direction ?? 'high'}`);

/**
 * Writes and queues one message, or nothing when another process wrote its key first or the person reached
 * the day's cap meanwhile (their row is locked, so two processes count in turn). Answers the SMS id.
 */
async function tell(db: Db, sms: SmsService, row: Due, now: Date): Promise<number | null> {
  const userId = Number(row.user_id);
  const alertId = Number(row.alert_id);
  const companyId = Number(row.company_id);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [told] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(roomAlertMessages)
      .where(and(eq(roomAlertMessages.userId, userId), gt(roomAlertMessages.toldAt, new Date(now.getTime() - DAY_MS))));
    if ((told?.count ?? 0) >= ALERT_SMS_PER_DAY) return null;
    const [message] = await tx
      .insert(roomAlertMessages)
      .values({ companyId, alertId, userId, repeat: row.next_repeat, critical: row.critical, toldAt: now, queued: false })
      .onConflictDoNothing()
      .returning({ id: roomAlertMessages.id });
    if (!message) return null;
    const text = alertSmsText(row.language, { company: row.company, room: row.room, what: whatOf(row), since: new Date(row.started_at), timeZone: row.time_zone, critical: row.critical });
    const smsId = await sms.queueQuietly(tx, { companyId, to: row.phone, text, kind: 'alert' });
    await tx.update(roomAlertMessages).set({ queued: smsId !== null, smsId }).where(eq(roomAlertMessages.id, message.id));
    return smsId;
  });
}

/**
 * The alerts' SMS (docs/cold-chain-rules.md §5), run by the periodic job `room-silence`: writes each due
 * message's row (unique key: alert, person, repeat number) and its outbox SMS in one transaction, then sends
 * them after commit. Acknowledging or closing an alert stops its messages. Answers how many were queued.
 */
export async function sendAlertMessages(db: Db, sms: SmsService, now: Date = new Date()): Promise<number> {
  const ids: number[] = [];
  for (const row of await dueMessages(db, now)) {
    const smsId = await tell(db, sms, row, now);
    if (smsId !== null) ids.push(smsId);
  }
  if (ids.length > 0) sms.dispatch(ids);
  return ids.length;
}
