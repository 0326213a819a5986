import { intlLocale } from '@coldroom/contract';
import type { Language } from '@coldroom/contract';
import { countedTerm, type Counted } from '@coldroom/domain';
import { smsMoney } from '../farmer-sms/texts';

/**
 * The SMS (kind `rate_change`) that tells a farmer a service provider applied a new version of a rate card to
 * their stored lots (docs/rent-rules.md §6), in the farmer's language. Kept as the farmer's other SMS are
 * (docs/sms-and-ussd.md §3): English, French and Portuguese stay in the GSM alphabet (amounts with the ISO
 * code, French with its GSM accents and without the cedilla, Portuguese without ã, ç or accents) and fit one part with a usual company
 * and room name, as Swahili and Hausa do; Hindi, Odia, Gujarati and Arabic are UCS-2 and fit two parts; Yoruba and
 * Igbo are UCS-2 with their marks and one GSM-7 part without them (sms_plain_letters). The word for a lot is the app's.
 */
const TEXTS: Record<Language, { text: string; lots: Counted }> = {
  en: {
    text: '{company}: new storage price from {date} for {lots} in {room}. Due now: {amount}.',
    lots: { one: 'your lot', other: 'your {{count}} lots', many: 'your {{count}} lots' },
  },
  hi: {
    text: '{company}: {room} में आपके {lots} का भंडारण का नया भाव {date} से। अभी देय: {amount}।',
    lots: { one: '{{count}} लॉट', other: '{{count}} लॉट', many: '{{count}} लॉट' },
  },
  or: {
    text: '{company}: {room}ରେ ଆପଣଙ୍କ {lots}ର ସଂରକ୍ଷଣର ନୂଆ ଦର {date}ରୁ। ଏବେ ଦେୟ: {amount}।',
    lots: { one: '{{count}} ଲଟ୍', other: '{{count}} ଲଟ୍', many: '{{count}} ଲଟ୍' },
  },
  gu: {
    text: '{company}: {room}માં તમારા {lots}નો સંગ્રહનો નવો ભાવ {date} થી. હમણાં બાકી: {amount}.',
    lots: { one: '{{count}} લોટ', other: '{{count}} લોટ', many: '{{count}} લોટ' },
  },
  fr: {
    text: '{company} : nouveau prix de stockage dès le {date} pour {lots} dans {room}. A payer maintenant : {amount}.',
    lots: { one: 'votre lot', other: 'vos {{count}} lots', many: 'vos {{count}} lots' },
  },
  pt: {
    text: '{company}: novo preco de armazenagem a partir de {date} para {lots} em {room}. A pagar agora: {amount}.',
    lots: { one: 'o seu lote', other: 'os seus {{count}} lotes', many: 'os seus {{count}} lotes' },
  },
  ha: {
    text: '{company}: sabon farashin ajiya daga {date} na {lots} a {room}. Ana binka yanzu: {amount}.',
    lots: { one: 'kashin kayanka', other: 'kashin kaya {{count}} naka', many: 'kashin kaya {{count}} naka' },
  },
  yo: {
    text: '{company}: owó ìpamọ́ tuntun láti {date} fún {lots} ní {room}. Gbèsè rẹ báyìí: {amount}.',
    lots: { one: 'ẹrù rẹ', other: 'ẹrù rẹ {{count}}', many: 'ẹrù rẹ {{count}}' },
  },
  ig: {
    text: '{company}: ọnụ ahịa nchekwa ọhụrụ site na {date} maka {lots} na {room}. Ụgwọ ugbu a: {amount}.',
    lots: { one: 'ngwugwu gị', other: 'ngwugwu gị {{count}}', many: 'ngwugwu gị {{count}}' },
  },
  sw: {
    text: '{company}: bei mpya ya kuhifadhi kuanzia {date} kwa {lots} kwenye {room}. Deni sasa: {amount}.',
    lots: { one: 'mzigo wako', other: 'mizigo yako {{count}}', many: 'mizigo yako {{count}}' },
  },
  ar: {
    text: '{company}: سعر تخزين جديد من {date} لـ {lots} في {room}. المستحق الآن: {amount}.',
    lots: { zero: '{{count}} من شحناتك', one: 'شحنتك', two: 'شحنتيك', few: '{{count}} من شحناتك', many: '{{count}} من شحناتك', other: '{{count}} من شحناتك' },
  },
};

/** A calendar date (YYYY-MM-DD) as the farmer's other SMS write one: day and short month in their language. */
function smsDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The text, its blanks filled: the company and room names, the lots changed, the date and what they owe now. */
export function rateChangeText(
  language: Language,
  input: { company: string; room: string; lots: number; from: string; dueMinor: number; currency: string },
  /** The company's own text for the language (docs/text-overrides.md), filled the same way. */
  template?: string | null,
): string {
  const texts = TEXTS[language] ?? TEXTS.en;
  const values: Record<string, string> = {
    company: input.company,
    room: input.room,
    lots: countedTerm(language, texts.lots, input.lots),
    date: smsDate(input.from, language),
    amount: smsMoney(input.dueMinor, input.currency, language),
  };
  return (template ?? texts.text).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** Every language's template, for the tests. */
export const RATE_CHANGE_TEXTS = TEXTS;
