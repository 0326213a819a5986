import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { dayRangeIn } from '@coldroom/domain';
import { movements } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { ownedBy } from './scope';

export interface HistoryFilter {
  cooling_unit?: number | undefined;
  farmer?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Conditions on the movement behind a row: room, farmer and a date range in the company's zone (both
 * days included). Staff have one zone; a farmer's rows may come from companies in several zones, so
 * their dates are compared per row.
 */
export function historyConditions(actor: Actor, zone: string | null, filter: HistoryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from && filter.to && filter.from > filter.to) throw errors.invalidInput({ from: 'from_after_to' });
  if (filter.cooling_unit !== undefined) conditions.push(eq(movements.coolingUnitId, filter.cooling_unit));
  if (filter.farmer !== undefined) conditions.push(eq(movements.farmerId, filter.farmer));
  if (zone !== null) {
    if (filter.from) conditions.push(gte(movements.time, dayRangeIn(filter.from, zone).start));
    if (filter.to) conditions.push(lt(movements.time, dayRangeIn(filter.to, zone).end));
  } else {
    const localDate = sql`(${movements.time} at time zone (select c.time_zone from companies c where c.id = ${movements.companyId}))::date`;
    if (filter.from) conditions.push(sql`${localDate} >= ${filter.from}::date`);
    if (filter.to) conditions.push(sql`${localDate} <= ${filter.to}::date`);
  }
  conditions.push(ownedBy(actor, movements.companyId, movements.farmerId));
  return conditions;
}

