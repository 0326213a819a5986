import { PassThrough } from 'node:stream';
import type { ImpactFigures, ImpactMoney, ImpactRow } from '@coldroom/contract';

const moneyText = (list: ImpactMoney[]) => list.map((m) => `${m.amount_minor} ${m.currency}`).join('; ');

const HEADERS = [
  'key', 'label', 'farmers', 'female', 'male', 'other_or_not_given', 'new', 'returning', 'crates_in', 'kg_in', 'kg_out', 'kg_days',
  'occupancy_percent', 'kg_in_with_surveys', 'loss_avoided_kg', 'revenue_minor', 'income_change_minor',
];

function cells(row: ImpactRow): Array<string | number | null> {
  return [
    row.key ?? '', row.label, row.farmers.total, row.farmers.female, row.farmers.male, row.farmers.other, row.farmers.new, row.farmers.returning,
    row.crates_in, row.kg_in, row.kg_out, row.kg_days, row.occupancy_percent, row.kg_in_with_surveys, row.loss_avoided_kg,
    moneyText(row.revenue), moneyText(row.income_change),
  ];
}

/**
 * The impact report's workbook: the totals, then one sheet per breakdown (company, location, room, crop,
 * month), the crops' surveys and the coverage. Texts are stored as strings, never as formulas; money is
 * minor units with its currency (a row may hold several currencies).
 */
export async function impactWorkbook(figures: ImpactFigures): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = (name: string, headers: string[], rows: Array<Array<string | number | null>>) => {
    const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    const head = ws.addRow(headers);
    head.font = { bold: true };
    head.commit();
    for (const row of rows) ws.addRow(row).commit();
    ws.commit();
  };
  sheet('totals', ['from', 'to', 'company', ...HEADERS, 'sms_sent'], [[figures.from, figures.to, figures.company?.name ?? 'all', ...cells(figures.totals), figures.sms.sent]]);
  if (figures.company === null) sheet('per_company', HEADERS, figures.per_company.map(cells));
  sheet('per_location', HEADERS, figures.per_location.map(cells));
  sheet('per_room', HEADERS, figures.per_room.map(cells));
  sheet('per_crop', HEADERS, figures.per_crop.map(cells));
  sheet('per_month', [...HEADERS, 'sms_sent'], figures.per_month.map((row) => [...cells(row), row.sms_sent]));
  sheet(
    'crop_surveys',
    ['crop', 'currency', 'baseline_answers', 'market_surveys', 'loss_share_before', 'loss_share_after', 'price_before_per_kg_minor', 'price_after_per_kg_minor', 'price_change_per_kg_minor', 'price_change_percent'],
    figures.crop_surveys.map((c) => [c.crop_id, c.currency, c.baseline_answers, c.market_surveys, c.loss_share_before, c.loss_share_after, c.price_before_per_kg_minor, c.price_after_per_kg_minor, c.price_change_per_kg_minor, c.price_change_percent]),
  );
  const cov = figures.coverage;
  sheet('coverage', ['figure', 'value'], [
    ['farmers_served', cov.farmers_served],
    ['farmers_with_baseline', cov.farmers_with_baseline],
    ['market_surveys', cov.market_surveys],
    ['market_farmers', cov.market_farmers],
    ['check_outs', cov.check_outs],
    ['check_outs_surveyed', cov.check_outs_surveyed],
    ['kg_share_with_surveys', cov.kg_share_with_surveys],
    ['sms_sent', figures.sms.sent],
    ['sms_counted_incomplete', figures.sms.incomplete ? 'yes' : 'no'],
  ]);
  await book.commit();
  return Buffer.concat(chunks);
}
