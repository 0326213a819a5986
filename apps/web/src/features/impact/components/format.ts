import { intlLocale } from '@coldroom/contract';
import type { ImpactMoney } from '@coldroom/contract';
import { formatAmount } from '../../../lib/amounts';

/** Amounts in several currencies, each in its own ("₦1,250.50 · $3.00"); a dash when there is none. */
export function formatMonies(list: readonly ImpactMoney[], language: string): string {
  return list.length === 0 ? '–' : list.map((money) => formatAmount(money.amount_minor, money.currency, language)).join(' · ');
}

/** A month (YYYY-MM) in the language: "Mar 2026". */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`));
}
