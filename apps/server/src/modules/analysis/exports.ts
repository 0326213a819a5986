import type { ExportFormat, RevenueAnalysisQuery, RevenueCheckOutRow, UsageAnalysis, UsageAnalysisQuery } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../platform/policy';
import { checkOutRows, walkInName } from './check-out-rows';
import { toCsv } from './csv';
import { revenueAnalysis } from './revenue';
import { analysisScope } from './scope';
import { localDateTime, money, number, tableOf, text, type Column, type ExportTable } from './table';
import { usageAnalysis } from './usage';
import { toXlsx } from './xlsx';

export interface ExportFile {
  body: Buffer;
  filename: string;
  contentType: string;
}

async function file(kind: string, query: { from: string; to: string }, format: ExportFormat, table: ExportTable): Promise<ExportFile> {
  const filename = `${kind}-${query.from}-${query.to}.${format}`;
  if (format === 'csv') return { body: toCsv(table), filename, contentType: 'text/csv; charset=utf-8' };
  return { body: await toXlsx(table), filename, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

function revenueColumns(timeZone: string): Array<Column<RevenueCheckOutRow>> {
  return [
    { header: 'code', cell: (r) => text(r.code) },
    { header: 'time', cell: (r) => text(localDateTime(r.time, timeZone)) },
    { header: 'cooling_unit', cell: (r) => text(r.cooling_unit.name) },
    { header: 'farmer', cell: (r) => text(r.farmer.name) },
    { header: 'crops', cell: (r) => text(r.crops.join(' ')) },
    { header: 'crates', cell: (r) => number(r.crates) },
    { header: 'weight_kg', cell: (r) => number(r.weight_kg) },
    { header: 'days_stored', cell: (r) => number(r.days_stored) },
    { header: 'payment_method', cell: (r) => text(r.payment_method) },
    { header: 'paid', cell: (r) => text(r.paid ? 'yes' : 'no') },
    { header: 'currency', cell: (r) => text(r.currency) },
    { header: 'subtotal', cell: (r) => money(r.subtotal_minor, r.currency) },
    { header: 'discount', cell: (r) => money(r.discount_minor, r.currency) },
    { header: 'total', cell: (r) => money(r.total_minor, r.currency) },
  ];
}

/**
 * GET analysis/revenue/export/: one row per selected check-out, newest first, in the one currency of the
 * figures (the same 422 mixed_currencies as the figures), so the total column sums to the revenue.
 */
export async function revenueExport(db: DbOrTx, actor: Actor, query: RevenueAnalysisQuery & { format: ExportFormat }): Promise<ExportFile> {
  const figures = await revenueAnalysis(db, actor, query);
  const scope = await analysisScope(db, actor, query);
  const { items } = await checkOutRows(db, scope, { ...query, currency: figures.currency }, { limit: null, offset: 0, sort: 'time', order: 'desc' }, await walkInName(db, actor));
  const { totals, currency } = figures;
  const table = tableOf('check-outs', revenueColumns(scope.timeZone), items, [
    ['from', text(figures.from)],
    ['to', text(figures.to)],
    ['time_zone', text(figures.time_zone)],
    ['currency', text(currency)],
    ['revenue', money(totals.revenue_minor, currency)],
    ['paid', money(totals.paid_minor, currency)],
    ['outstanding', money(totals.outstanding_minor, currency)],
    ['discount', money(totals.discount_minor, currency)],
    ['check_outs', number(totals.check_outs)],
    ['average_days_stored', number(totals.average_days_stored)],
  ]);
  return file('revenue', query, query.format, table);
}

const usageColumns: Array<Column<UsageAnalysis['over_time'][number]>> = [
  { header: 'period', cell: (r) => text(r.period) },
  { header: 'check_ins', cell: (r) => number(r.check_ins) },
  { header: 'check_outs', cell: (r) => number(r.check_outs) },
  { header: 'crates_in', cell: (r) => number(r.crates_in) },
  { header: 'crates_out', cell: (r) => number(r.crates_out) },
  { header: 'weight_in_kg', cell: (r) => number(r.weight_in_kg) },
  { header: 'weight_out_kg', cell: (r) => number(r.weight_out_kg) },
  { header: 'occupancy_crates', cell: (r) => number(r.occupancy_crates) },
  { header: 'occupancy_percent', cell: (r) => number(r.occupancy_percent) },
];

/** GET analysis/usage/export/: one row per period (day or week, labelled by its first day in the company's zone). */
export async function usageExport(db: DbOrTx, actor: Actor, query: UsageAnalysisQuery & { format: ExportFormat }): Promise<ExportFile> {
  const figures = await usageAnalysis(db, actor, query);
  const { totals } = figures;
  const table = tableOf('usage', usageColumns, figures.over_time, [
    ['from', text(figures.from)],
    ['to', text(figures.to)],
    ['time_zone', text(figures.time_zone)],
    ['check_ins', number(totals.check_ins)],
    ['check_outs', number(totals.check_outs)],
    ['crates_in', number(totals.crates_in)],
    ['crates_out', number(totals.crates_out)],
    ['weight_in_kg', number(totals.weight_in_kg)],
    ['weight_out_kg', number(totals.weight_out_kg)],
    ['farmers', number(totals.farmers.total)],
    ['farmers_female', number(totals.farmers.female)],
    ['farmers_male', number(totals.farmers.male)],
    ['farmers_other', number(totals.farmers.other)],
  ]);
  return file('usage', query, query.format, table);
}
