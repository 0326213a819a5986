import { dateTimeFormat } from '../../lib/units';

/**
 * Calendar dates (YYYY-MM-DD) for people. They carry no time, so they are formatted as UTC midnight in UTC:
 * the reader's own zone must not move them to the day before.
 */
export function formatCalendarDate(date: string, language: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}

/** A chart's period label: "3 Nov" (a day, or a week by its Monday). */
export function formatPeriod(date: string, language: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
}
