import { intlLocale } from '@coldroom/contract';
import type { Language, LotTemperatureRecordView } from '@coldroom/contract';
import { hoursAndMinutes } from '@coldroom/domain';
import { fill } from './i18n';
import { TEMPERATURE_STRINGS } from './i18n/temperature';
import { STYLE, type PageFlow } from './page-flow';
import type { ReceiptData } from './receipt-data';

/** The record of a lot in one sentence of the receipt's language (docs/cold-chain-rules.md §6). */
export function temperatureSentence(record: LotTemperatureRecordView, language: Language): string {
  const t = TEMPERATURE_STRINGS[language] ?? TEMPERATURE_STRINGS.en;
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const degrees = (value: number) => `${number.format(value)} °C`;
  const range = record.range_c ? `${number.format(record.range_c.min)}–${degrees(record.range_c.max)}` : '';
  const duration = (minutes: number) => {
    const { hours, minutes: rest } = hoursAndMinutes(minutes);
    const values = { h: number.format(hours), m: number.format(rest) };
    return fill(hours === 0 ? t.minutes : rest === 0 ? t.hours : t.hoursMinutes, values);
  };
  switch (record.kind) {
    case 'no_record':
      return t.noRecord;
    case 'no_range':
      return fill(t.noRange, { lowest: degrees(record.lowest_c ?? 0), highest: degrees(record.highest_c ?? 0) });
    case 'throughout':
      return fill(t.throughout, { range });
    case 'gaps':
      return fill(t.gaps, { range, covered: duration(record.minutes_covered), stored: duration(record.minutes_stored) });
    case 'out_of_range': {
      const longest = record.longest!;
      const [year, month, day] = longest.date.split('-').map(Number) as [number, number, number];
      const date = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day, 12));
      const first = fill(longest.direction === 'high' ? t.above : t.below, { duration: duration(longest.minutes), limit: degrees(longest.limit_c), date });
      if (record.stretches < 2) return first;
      return `${first}; ${fill(t.total, { duration: duration(record.minutes_above + record.minutes_below), count: number.format(record.stretches) })}`;
    }
  }
}

/** Under the totals: a heading, then each lot's crop and its record. Nothing when no record was given. */
export function drawTemperature(flow: PageFlow, data: ReceiptData): void {
  const lots = data.temperature ?? [];
  if (lots.length === 0) return;
  const { canvas } = flow;
  const t = TEMPERATURE_STRINGS[data.language] ?? TEMPERATURE_STRINGS.en;
  const lines = lots.map((lot) => `${lot.cropName}: ${temperatureSentence(lot.record, data.language)}`);
  flow.ensure(canvas.lineHeight(STYLE.bodyBold) + canvas.lineHeight(STYLE.body) + 4);
  flow.y += canvas.block(t.heading, flow.x, flow.y, flow.width, STYLE.bodyBold) + 2;
  for (const line of lines) {
    flow.ensure(canvas.blockHeight(line, flow.width, STYLE.body));
    flow.y += canvas.block(line, flow.x, flow.y, flow.width, STYLE.body) + 2;
  }
  flow.y += 4;
}
