import type { Language } from '@coldroom/contract';
import { formatMoney, type CurrencyDisplay } from '@coldroom/domain';
import { smsSize, statementDate, statementStrings } from '../../platform/pdf';
import { fill } from '../../platform/pdf/i18n';
import { amountsTakeCode } from '../../platform/sms/marked-latin';

/**
 * The text in both currency displays, the one that takes fewer SMS: the code ("NGN") keeps a Latin text in
 * the 160-character alphabet; the symbol is shorter in a text that is not (as receipts choose). Hausa, Yoruba
 * and Igbo always take the code, so that their text without marks is GSM-7 (platform/sms/marked-latin.ts).
 */
function fewestSegments(language: Language, compose: (display: CurrencyDisplay) => string): string {
  // no-break spaces from Intl are not in the GSM alphabet; plain spaces read the same in an SMS
  const [byCode, bySymbol] = (['code', 'narrowSymbol'] as const).map((display) => compose(display).replace(/[\u00a0\u202f\u2009]/g, ' '));
  if (amountsTakeCode(language)) return byCode!;
  return smsSize(byCode!).segments < smsSize(bySymbol!).segments ? byCode! : bySymbol!;
}

/** A reminder of money owed, in the farmer's language (domain-rules §11). */
export function reminderSmsText(language: Language, values: { company: string; currency: string; owedMinor: number }, template?: string | null): string {
  const t = statementStrings(language);
  // `template`: the company's own text for the language (docs/text-overrides.md), filled the same way
  return fewestSegments(language, (display) => fill(template ?? t.smsReminder, { company: values.company, amount: formatMoney(values.owedMinor, values.currency, language, display) }));
}

/** A statement's totals by SMS, in the farmer's language. */
export function statementSmsText(
  language: Language,
  values: { company: string; currency: string; from: string; to: string; openingMinor: number; chargedMinor: number; paidMinor: number; closingMinor: number },
): string {
  const t = statementStrings(language);
  return fewestSegments(language, (display) => {
    const money = (minor: number) => formatMoney(minor, values.currency, language, display);
    return fill(t.smsStatement, {
      company: values.company,
      from: statementDate(values.from, language),
      to: statementDate(values.to, language),
      opening: money(values.openingMinor),
      charged: money(values.chargedMinor),
      paid: money(values.paidMinor),
      closing: money(values.closingMinor),
    });
  });
}
