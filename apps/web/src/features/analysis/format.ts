import { dateTimeFormat } from '../../lib/units';

/** A chart's period label: "3 Nov" (a day, or a week by its Monday). */
export function formatPeriod(date: string, language: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
}
