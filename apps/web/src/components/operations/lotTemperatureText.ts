import type { LotTemperatureRecordView } from '@coldroom/contract';
import { hoursAndMinutes } from '@coldroom/domain';
import type { TFunction } from 'i18next';
import { dateTimeFormat, formatCelsius, formatCelsiusRange, formatNumber } from '../../lib/units';

/** "2 h 10 min", "45 min", "3 h" in the reader's language. */
export function formatDuration(t: TFunction, language: string, minutes: number): string {
  const { hours, minutes: rest } = hoursAndMinutes(minutes);
  const h = formatNumber(language, hours, 0);
  const m = formatNumber(language, rest, 0);
  if (hours === 0) return t('lotRecord.minutes', { m });
  return rest === 0 ? t('lotRecord.hours', { h }) : t('lotRecord.hoursMinutes', { h, m });
}

/** A calendar date of the company ("2026-03-03") as "3 March" in the reader's language. */
function dayAndMonth(language: string, date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day, 12));
}

/** The lot's record in one sentence (docs/cold-chain-rules.md §6), as the receipt says it. */
export function lotTemperatureText(t: TFunction, language: string, record: LotTemperatureRecordView): string {
  const range = record.range_c ? formatCelsiusRange(language, record.range_c.min, record.range_c.max) : '';
  switch (record.kind) {
    case 'no_record':
      return t('lotRecord.noRecord');
    case 'no_range':
      return t('lotRecord.noRange', { lowest: formatCelsius(language, record.lowest_c ?? 0), highest: formatCelsius(language, record.highest_c ?? 0) });
    case 'throughout':
      return t('lotRecord.throughout', { range });
    case 'gaps':
      return t('lotRecord.gaps', { range, covered: formatDuration(t, language, record.minutes_covered), stored: formatDuration(t, language, record.minutes_stored) });
    case 'out_of_range': {
      const longest = record.longest!;
      const values = { duration: formatDuration(t, language, longest.minutes), limit: formatCelsius(language, longest.limit_c), date: dayAndMonth(language, longest.date) };
      const first = longest.direction === 'high' ? t('lotRecord.above', values) : t('lotRecord.below', values);
      if (record.stretches < 2) return first;
      const total = t('lotRecord.total', { duration: formatDuration(t, language, record.minutes_above + record.minutes_below), times: formatNumber(language, record.stretches, 0) });
      return `${first}; ${total}`;
    }
  }
}
