import type { UsageAnalysis, UsageAnalysisQuery } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';
import { analysisScope, daysOf, mondayOf, num, type AnalysisRoom, type AnalysisScope } from './scope';
import { usageFiguresSql, type UsageFigureRow } from './usage-sql';

interface Flow {
  check_ins: number;
  check_outs: number;
  crates_in: number;
  crates_out: number;
  grams_in: number;
  grams_out: number;
}
const noFlow = (): Flow => ({ check_ins: 0, check_outs: 0, crates_in: 0, crates_out: 0, grams_in: 0, grams_out: 0 });
const flowKg = (flow: Flow) => ({ crates_in: flow.crates_in, crates_out: flow.crates_out, weight_in_kg: gramsToKg(flow.grams_in), weight_out_kg: gramsToKg(flow.grams_out) });

/** A room's use and size in one unit: crates, or for kg rooms kg expressed as standard crates. */
function inUnits(room: AnalysisRoom, crates: number, grams: number): number {
  return room.metric === 'crates' ? crates : grams / room.crateWeightGrams;
}
const capacityUnits = (room: AnalysisRoom) => (room.metric === 'crates' ? room.capacity : (room.capacity * 1000) / room.crateWeightGrams);
const percent = (used: number, capacity: number) => (capacity > 0 ? Math.round((used / capacity) * 1000) / 10 : null);

/** GET analysis/usage/ (see the contract). */
export async function usageAnalysis(db: DbOrTx, actor: Actor, query: UsageAnalysisQuery): Promise<UsageAnalysis> {
  const scope = await analysisScope(db, actor, query);
  return presentUsage(scope, rowsOf<UsageFigureRow>(await db.execute(usageFiguresSql(scope))));
}

function presentUsage(scope: AnalysisScope, rows: readonly UsageFigureRow[]): UsageAnalysis {
  const days = daysOf(scope);
  // Per room and local day: what moved; days after the range only feed the stock at its end.
  const flows = new Map<string, Flow>();
  const flowOf = (room: number, day: string) => {
    const key = `${room}|${day}`;
    let flow = flows.get(key);
    if (!flow) flows.set(key, (flow = noFlow()));
    return flow;
  };
  const stock = new Map<number, { crates: number; grams: number }>();
  for (const row of rows) {
    const room = Number(row.room);
    if (row.kind === 'stored') stock.set(room, { crates: num(row.n), grams: num(row.g) });
    if (row.kind !== 'day' || row.day === null) continue;
    Object.assign(flowOf(room, row.day), { crates_in: num(row.n), grams_in: num(row.g), crates_out: num(row.cout), grams_out: num(row.gout), check_ins: num(row.nci), check_outs: num(row.nco) });
  }
  // Stock at the start of the range = now − everything in since + everything out since.
  const level = new Map(scope.rooms.map((room) => [room.id, { ...(stock.get(room.id) ?? { crates: 0, grams: 0 }) }]));
  for (const [key, flow] of flows) {
    const at = level.get(Number(key.split('|')[0]));
    if (!at) continue;
    at.crates += flow.crates_out - flow.crates_in;
    at.grams += flow.grams_out - flow.grams_in;
  }

  const totals = noFlow();
  const perRoom = new Map(scope.rooms.map((room) => [room.id, { flow: noFlow(), percentSum: 0, active: false }]));
  const periods = new Map<string, Flow & { crates: number; used: number }>();
  const capacity = scope.rooms.reduce((sum, room) => sum + capacityUnits(room), 0);
  for (const day of days) {
    const period = scope.bucket === 'week' ? mondayOf(day) : day;
    let entry = periods.get(period);
    if (!entry) periods.set(period, (entry = { ...noFlow(), crates: 0, used: 0 }));
    entry.crates = 0;
    entry.used = 0;
    for (const room of scope.rooms) {
      const flow = flows.get(`${room.id}|${day}`) ?? noFlow();
      const at = level.get(room.id)!;
      at.crates += flow.crates_in - flow.crates_out;
      at.grams += flow.grams_in - flow.grams_out;
      const roomTotals = perRoom.get(room.id)!;
      for (const target of [totals, entry, roomTotals.flow]) addFlow(target, flow);
      roomTotals.percentSum += percent(inUnits(room, at.crates, at.grams), capacityUnits(room)) ?? 0;
      roomTotals.active ||= flow.check_ins + flow.check_outs > 0 || at.crates > 0;
      entry.crates += at.crates; // the period's last day overwrites: stock at the end of the period
      entry.used += inUnits(room, at.crates, at.grams);
    }
  }
  const farmers = rows.find((row) => row.kind === 'farmers');
  const crops = new Map<string, Flow>();
  for (const row of rows) {
    if (row.kind !== 'crop_in' && row.kind !== 'crop_out') continue;
    const flow = crops.get(row.key!) ?? noFlow();
    crops.set(row.key!, flow);
    if (row.kind === 'crop_in') Object.assign(flow, { crates_in: num(row.n), grams_in: num(row.g) });
    else Object.assign(flow, { crates_out: num(row.n), grams_out: num(row.g) });
  }
  return {
    time_zone: scope.timeZone,
    from: scope.from,
    to: scope.to,
    bucket: scope.bucket,
    totals: {
      check_ins: totals.check_ins,
      check_outs: totals.check_outs,
      ...flowKg(totals),
      farmers: { total: num(farmers?.n), female: num(farmers?.female), male: num(farmers?.male), other: num(farmers?.other) },
    },
    over_time: [...periods].map(([period, entry]) => ({
      period,
      check_ins: entry.check_ins,
      check_outs: entry.check_outs,
      ...flowKg(entry),
      occupancy_crates: entry.crates,
      occupancy_percent: percent(entry.used, capacity),
    })),
    per_room: scope.rooms
      .filter((room) => !room.deleted || perRoom.get(room.id)!.active)
      .map((room) => {
        const { flow, percentSum } = perRoom.get(room.id)!;
        return { cooling_unit: { id: room.id, name: room.name }, check_ins: flow.check_ins, ...flowKg(flow), average_occupancy_percent: days.length ? Math.round((percentSum / days.length) * 10) / 10 : null };
      }),
    per_crop: [...crops].map(([crop_id, flow]) => ({ crop_id, ...flowKg(flow) })).sort((a, b) => b.weight_in_kg - a.weight_in_kg || a.crop_id.localeCompare(b.crop_id)),
  };
}

function addFlow(target: Flow, flow: Flow): void {
  target.check_ins += flow.check_ins;
  target.check_outs += flow.check_outs;
  target.crates_in += flow.crates_in;
  target.crates_out += flow.crates_out;
  target.grams_in += flow.grams_in;
  target.grams_out += flow.grams_out;
}
