import { dateTimeFormat } from './units';

/** Dates and times in the user's language (Intl, the formatters of units.ts), tolerant of missing or broken values. */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

export function formatDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].map((part) => part?.trim()).filter(Boolean).join(' ');
}

/**
 * Calendar dates (YYYY-MM-DD) for people. They carry no time, so they are formatted as UTC midnight in UTC:
 * the reader's own zone must not move them to the day before.
 */
export function formatCalendarDate(date: string, language: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}
