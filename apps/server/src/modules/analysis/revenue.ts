import type { PaymentMethod, RevenueAnalysis, RevenueAnalysisQuery } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';
import { revenueByRateBasis } from './revenue-rate-basis';
import { revenueFiguresSql, type RevenueFigureRow } from './revenue-sql';
import { analysisScope, num, periodsOf, type AnalysisScope } from './scope';

/**
 * The one currency of the figures: the asked one, else the only one found (the company's when nothing
 * was found). Several found and none asked → 422 mixed_currencies naming them.
 */
export function chooseCurrency(found: readonly string[], asked: string | undefined, companyCurrency: string): string {
  if (asked) return asked;
  const distinct = [...new Set(found)].sort();
  if (distinct.length > 1) {
    throw new AppError(422, 'mixed_currencies', 'The selected check-outs are in more than one currency; choose one.', { currency: distinct.join(',') });
  }
  return distinct[0] ?? companyCurrency;
}

/** GET analysis/revenue/: the figures of the selected check-outs (see the contract). */
export async function revenueAnalysis(db: DbOrTx, actor: Actor, query: RevenueAnalysisQuery): Promise<RevenueAnalysis> {
  const scope = await analysisScope(db, actor, query);
  const all = rowsOf<RevenueFigureRow>(await db.execute(revenueFiguresSql(scope, query)));
  const currency = chooseCurrency(
    all.filter((row) => row.kind === 'total').map((row) => row.currency),
    query.currency,
    scope.currency,
  );
  const figures = presentRevenue(scope, currency, all.filter((row) => row.currency === currency));
  if (query.include !== 'rate_basis') return figures;
  return { ...figures, per_rate_basis: await revenueByRateBasis(db, scope, query, currency) };
}

function presentRevenue(scope: AnalysisScope, currency: string, rows: readonly RevenueFigureRow[]): RevenueAnalysis {
  const of = (kind: RevenueFigureRow['kind']) => rows.filter((row) => row.kind === kind);
  const total = of('total')[0];
  const days = of('days')[0];
  const revenue = num(total?.revenue);
  const paid = num(total?.paid);
  const byPeriod = new Map(of('period').map((row) => [row.key, row]));
  const byRoom = new Map(of('room').map((row) => [Number(row.key), row]));
  const lineCount = num(days?.n);
  // Rooms in scope with zeros, plus any other room that had check-outs (cannot happen today, kept safe).
  const roomNames = new Map(scope.rooms.map((room) => [room.id, room.name]));
  const roomIds = [...new Set([...scope.rooms.filter((room) => !room.deleted || byRoom.has(room.id)).map((room) => room.id), ...byRoom.keys()])];
  return {
    currency,
    time_zone: scope.timeZone,
    from: scope.from,
    to: scope.to,
    bucket: scope.bucket,
    totals: {
      revenue_minor: revenue,
      paid_minor: paid,
      outstanding_minor: revenue - paid,
      discount_minor: num(total?.discount),
      check_outs: num(total?.n),
      average_days_stored: lineCount === 0 ? null : Math.round((num(days?.revenue) / lineCount) * 100) / 100,
    },
    over_time: periodsOf(scope).map((period) => {
      const row = byPeriod.get(period);
      return { period, revenue_minor: num(row?.revenue), paid_minor: num(row?.paid), check_outs: num(row?.n) };
    }),
    per_room: roomIds
      .map((id) => ({ cooling_unit: { id, name: roomNames.get(id) ?? '' }, revenue_minor: num(byRoom.get(id)?.revenue), check_outs: num(byRoom.get(id)?.n) }))
      .sort((a, b) => b.revenue_minor - a.revenue_minor || a.cooling_unit.name.localeCompare(b.cooling_unit.name)),
    per_crop: of('crop')
      .map((row) => ({ crop_id: String(row.key), revenue_minor: num(row.revenue), weight_kg: gramsToKg(num(row.paid)) }))
      .sort((a, b) => b.revenue_minor - a.revenue_minor || a.crop_id.localeCompare(b.crop_id)),
    per_payment_method: of('method')
      .map((row) => ({ payment_method: row.key as PaymentMethod, revenue_minor: num(row.revenue), check_outs: num(row.n) }))
      .sort((a, b) => b.revenue_minor - a.revenue_minor || a.payment_method.localeCompare(b.payment_method)),
  };
}
