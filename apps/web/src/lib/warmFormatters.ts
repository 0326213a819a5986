import { formatDays, formatHours } from './quantities';
import { formatDateTime, formatKg, formatNumber, formatPercent, formatShortDateTime, formatTimeAgo, pluralRules } from './units';

/**
 * Makes the number, unit, date and plural formatters the main page uses, and throws the text away. The
 * first formatter of a language loads its locale data: about 50 ms on this host, half a second on a
 * low-tier phone, inside the first draw after Log in (issue 25's profile). Done while the login form is
 * being filled in, the formatters are then in their caches (lib/units.ts) when the page asks for them.
 */
export function warmFormatters(language: string): void {
  const now = Date.now();
  formatNumber(language, 1, 0);
  formatNumber(language, 1.5);
  formatPercent(language, 0.5);
  formatKg(language, 1.5);
  formatDays(language, 1.5);
  formatHours(language, 2);
  formatTimeAgo(language, now - 3_600_000, now);
  formatDateTime(language, now);
  formatShortDateTime(language, now);
  pluralRules(language).select(1);
}
