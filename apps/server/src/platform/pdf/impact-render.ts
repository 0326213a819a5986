import type PDFDocument from '@foliojs-fork/pdfkit';
import { IMPACT_FEW_ANSWERS, type ImpactFigures, type ImpactMoney, type Language, intlLocale } from '@coldroom/contract';
import { cropById, cropName, formatMoney } from '@coldroom/domain';
import { fontSet } from './fonts';
import { fill, receiptStrings } from './i18n';
import { PageFlow, STYLE, stampPages } from './page-flow';
import { newReceiptDocument } from './receipt-document';
import { TextCanvas } from './text-canvas';

/** Everything the impact report's PDF shows; the renderer reads no database and no clock. */
export interface ImpactPdfData {
  language: Language;
  figures: ImpactFigures;
  /** "10 Mar 2026": when it was made, already in words. */
  madeOn: string;
}

/** A month (YYYY-MM) in the language: "Mar 2026". */
export function monthLabel(month: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`));
}

/** A crop's name in the language (its code when the catalogue does not know it). */
export function cropLabelIn(code: string, language: Language): string {
  const crop = cropById(code);
  return crop ? cropName(crop, language) : code;
}

/**
 * The impact report (docs/impact-methodology.md) as a PDF in the company's language: a cover with the company
 * and the period, the key figures, bars per month and per crop, prices before and after, survey coverage and
 * a short methodology. A5 pages like the receipts, with their fonts and shaping.
 */
export async function renderImpactReport(data: ImpactPdfData): Promise<Buffer> {
  const { language, figures } = data;
  const fonts = await fontSet();
  const t = receiptStrings(language).impact;
  const r = receiptStrings(language);
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 });
  const moneyList = (list: ImpactMoney[]) => (list.length === 0 ? '–' : list.map((m) => formatMoney(m.amount_minor, m.currency, language, 'code')).join(' · '));
  const period = `${monthLabel(figures.from, language)} – ${monthLabel(figures.to, language)}`;
  const companyName = figures.company?.name ?? t.allCompanies;
  const doc = await newReceiptDocument({
    pdfVersion: '1.5',
    autoFirstPage: false,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: { Title: `${t.title} ${companyName}`, Author: companyName, Creator: 'Coldroom', Producer: 'Coldroom' },
  });
  const bytes = collect(doc);
  fonts.register(doc);
  const canvas = new TextCanvas(doc, fonts, language);
  const flow = new PageFlow(canvas);
  const text = (value: string, style = STYLE.body, gap = 2) => {
    flow.ensure(canvas.blockHeight(value, flow.width, style) + gap);
    flow.y += canvas.block(value, flow.x, flow.y, flow.width, style) + gap;
  };
  const heading = (value: string) => {
    flow.ensure(canvas.lineHeight(STYLE.title) * 3);
    flow.y += 6;
    text(value, STYLE.title, 4);
  };

  // Cover: the company, what this is, the period.
  flow.y += 40;
  text(companyName, STYLE.code, 8);
  text(t.title, STYLE.company, 6);
  text(period, STYLE.title, 4);
  text(data.madeOn, STYLE.small, 10);
  flow.rule(1.2, 10);

  const totals = figures.totals;
  heading(t.keyFigures);
  const rows: Array<[string, string]> = [
    [t.farmersServed, `${number.format(totals.farmers.total)} (${fill(t.byGender, { female: number.format(totals.farmers.female), male: number.format(totals.farmers.male), other: number.format(totals.farmers.other) })}; ${fill(t.newReturning, { new: number.format(totals.farmers.new), returning: number.format(totals.farmers.returning) })})`],
    [t.cratesStored, number.format(totals.crates_in)],
    [t.kgStored, `${decimal.format(totals.kg_in)} ${r.kg}`],
    [t.kgDays, number.format(totals.kg_days)],
    [t.occupancy, totals.occupancy_percent === null ? '–' : percent.format(totals.occupancy_percent / 100)],
    [t.revenue, moneyList(totals.revenue)],
    [t.lossAvoided, totals.loss_avoided_kg === null ? t.noSurvey : `${decimal.format(totals.loss_avoided_kg)} ${r.kg}`],
    [t.incomeChange, totals.income_change.length === 0 ? t.noSurvey : moneyList(totals.income_change)],
    [t.smsSent, `${number.format(figures.sms.sent)}${figures.sms.incomplete ? ` (${fill(t.smsIncomplete, { days: String(figures.sms.kept_days) })})` : ''}`],
  ];
  // Each figure's name over its value: an A5 page has no room for two columns of long words (Odia, Gujarati).
  for (const [label, value] of rows) {
    const height = canvas.blockHeight(label, flow.width, STYLE.label) + canvas.blockHeight(value, flow.width, STYLE.bodyBold);
    flow.ensure(height + 5);
    flow.y += canvas.block(label, flow.x, flow.y, flow.width, STYLE.label);
    flow.y += canvas.block(value, flow.x, flow.y, flow.width, STYLE.bodyBold) + 2;
    flow.rule(0.3, 3);
  }

  // Simple bar drawings: kg stored per month and per crop.
  const bars = (title: string, items: Array<[string, number]>) => {
    if (items.length === 0) return;
    heading(title);
    const max = Math.max(...items.map(([, value]) => value), 1);
    const nameWidth = flow.width * 0.3;
    const barWidth = flow.width - nameWidth - 70;
    for (const [name, value] of items) {
      flow.ensure(14);
      canvas.line(name, flow.x, flow.y + 9, STYLE.label, nameWidth - 4);
      const width = (value / max) * barWidth;
      if (width > 0) doc.rect(canvas.mirrorX(flow.x + nameWidth, width), flow.y + 2, width, 8).fillColor('#2b7a78').fill();
      doc.fillColor('black');
      canvas.line(`${decimal.format(value)} ${r.kg}`, flow.x + nameWidth + width + 4, flow.y + 9, STYLE.label);
      flow.y += 13;
    }
  };
  bars(t.perMonth, figures.per_month.map((row) => [monthLabel(row.key ?? '', language), row.kg_in]));
  bars(t.perCrop, figures.per_crop.map((row) => [cropLabelIn(row.key ?? '', language), row.kg_in]));

  // Prices before and after, per crop.
  if (figures.crop_surveys.length > 0) {
    heading(t.prices);
    const price = (minor: number | null, currency: string) => (minor === null ? '–' : formatMoney(minor, currency, language, 'code'));
    for (const row of figures.crop_surveys) {
      const few = row.baseline_answers < IMPACT_FEW_ANSWERS || row.market_surveys < IMPACT_FEW_ANSWERS ? ` (${t.fewAnswers})` : '';
      const change = row.price_change_per_kg_minor === null ? '–' : `${price(row.price_change_per_kg_minor, row.currency)}${row.price_change_percent === null ? '' : ` (${percent.format(row.price_change_percent / 100)})`}`;
      text(`${cropLabelIn(row.crop_id, language)}: ${t.before} ${price(row.price_before_per_kg_minor, row.currency)} · ${t.after} ${price(row.price_after_per_kg_minor, row.currency)} · ${t.change} ${change}${few}`, STYLE.body, 3);
    }
  }

  const cov = figures.coverage;
  heading(t.coverage);
  text(
    fill(t.coverageText, {
      baseline: number.format(cov.farmers_with_baseline),
      farmers: number.format(cov.farmers_served),
      surveys: number.format(cov.market_surveys),
      marketFarmers: number.format(cov.market_farmers),
      surveyed: number.format(cov.check_outs_surveyed),
      checkOuts: number.format(cov.check_outs),
      share: cov.kg_share_with_surveys === null ? '–' : percent.format(cov.kg_share_with_surveys),
    }),
  );
  heading(t.methodology);
  for (const paragraph of t.methodologyText) text(paragraph, STYLE.body, 4);

  stampPages(canvas, `${companyName} · ${period}`, (page, pages) => fill(r.page, { page: String(page), pages: String(pages) }));
  doc.end();
  return bytes;
}

function collect(doc: PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
