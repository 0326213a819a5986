import { sql } from 'drizzle-orm';
import { ALERT_RULE_DEFAULTS } from '@coldroom/domain';
import type { Db } from '../../db/client';
import { roomAlerts, type RoomAlertRow } from '../../db/schema';
import { rowsOf } from '../occupancy/queries';
import { notify } from './evaluate';

/**
 * The no-data alerts (docs/cold-chain-rules.md §4), raised by a periodic job: a room with a sensor whose
 * latest reading (or, never having sent one, its creation) is older than its rule's no-data time gets one,
 * opened at that moment, and its people are told. A room without a sensor gets one at the company's local
 * midday when no reading was typed that day (and none was raised that day; a room created that day waits
 * for the next). The next reading closes it (evaluate.ts). At most one open no-data alert per room (unique
 * index): two processes raise it once. Returns how many were raised.
 */
export async function raiseNoDataAlerts(db: Db, now: Date = new Date()): Promise<number> {
  const silent = rowsOf<{ id: number | string; company_id: number | string; since: Date | string }>(
    await db.execute(sql`
      select cu.id, cu.company_id,
             coalesce(last.at, cu.created_at) + make_interval(mins => coalesce(rule.no_data_min, ${ALERT_RULE_DEFAULTS.noDataMin})) as since
      from cooling_units cu
      left join room_alert_rules rule on rule.cooling_unit_id = cu.id
      left join lateral (select max(r.measured_at) as at from room_readings r where r.cooling_unit_id = cu.id) last on true
      where cu.sensor and cu.deleted_at is null
        and coalesce(last.at, cu.created_at) + make_interval(mins => coalesce(rule.no_data_min, ${ALERT_RULE_DEFAULTS.noDataMin})) <= ${now}
        and not exists (select 1 from room_alerts a where a.cooling_unit_id = cu.id and a.kind = 'no_data' and a.closed_at is null)`),
  );
  const unread = rowsOf<{ id: number | string; company_id: number | string; since: Date | string }>(
    await db.execute(sql`
      select cu.id, cu.company_id, day.midday as since
      from cooling_units cu
      join companies c on c.id = cu.company_id
      cross join lateral (select date_trunc('day', ${now}::timestamptz at time zone c.time_zone) as local) d
      cross join lateral (select d.local at time zone c.time_zone as start, (d.local + interval '12 hours') at time zone c.time_zone as midday) day
      where not cu.sensor and cu.deleted_at is null and day.midday <= ${now} and cu.created_at < day.start
        and not exists (select 1 from room_readings r where r.cooling_unit_id = cu.id and r.measured_at >= day.start)
        and not exists (select 1 from room_alerts a where a.cooling_unit_id = cu.id and a.kind = 'no_data'
                        and (a.closed_at is null or a.started_at >= day.start))`),
  );
  let raised = 0;
  for (const room of [...silent, ...unread]) {
    const since = new Date(room.since);
    await db.transaction(async (tx) => {
      const [created]: RoomAlertRow[] = await tx
        .insert(roomAlerts)
        .values({ companyId: Number(room.company_id), coolingUnitId: Number(room.id), kind: 'no_data', startedAt: since, openedAt: since })
        .onConflictDoNothing()
        .returning();
      if (!created) return;
      await notify(tx, created, 'room_alert');
      raised += 1;
    });
  }
  return raised;
}
