import { LANGUAGES, type Language } from '@coldroom/contract';
import { placeholdersOf } from '@coldroom/domain';
import { statementStrings } from '../../platform/pdf';
import { WELCOME_SMS } from '../imports/words';
import { PICKUP_TEXTS } from '../notifications/pickup-sms';
import { RATE_CHANGE_TEXTS } from '../rate-cards/rate-change-text';

/**
 * The SMS a company may reword (docs/text-overrides.md): those its farmers receive whose text is one sentence
 * or two with named blanks. A company's text must keep the blanks of the English default (`required`) and may
 * use only those (and `optional` ones); it is filled exactly as the default is.
 */
export interface SmsTemplateEntry {
  key: string;
  /** The default text in a language, blanks unfilled (English where a language has none). */
  defaultText: (language: Language) => string;
  optional: readonly string[];
  /** Example values for a preview. */
  sample: Readonly<Record<string, string>>;
}

const ENTRIES: readonly SmsTemplateEntry[] = [
  {
    key: 'pickup_notice',
    defaultText: (language) => PICKUP_TEXTS[language] ?? PICKUP_TEXTS.en,
    optional: [],
    sample: { company: 'Kano Fresh', crop: 'Tomato', coldRoom: 'cold room', room: 'Room A', days: '2 days' },
  },
  {
    key: 'balance_reminder',
    defaultText: (language) => statementStrings(language).smsReminder,
    optional: [],
    sample: { company: 'Kano Fresh', amount: 'NGN 1,500.00' },
  },
  {
    key: 'rate_change',
    defaultText: (language) => (RATE_CHANGE_TEXTS[language] ?? RATE_CHANGE_TEXTS.en).text,
    optional: [],
    sample: { company: 'Kano Fresh', date: '3 Dec', lots: 'your 2 lots', room: 'Room A', amount: 'NGN 1,800.00' },
  },
  {
    key: 'import_welcome',
    defaultText: (language) => WELCOME_SMS[language] ?? WELCOME_SMS.en,
    optional: [],
    sample: { company: 'Kano Fresh', code: 'KF-0042' },
  },
];

export type SmsTemplateKey = 'pickup_notice' | 'balance_reminder' | 'rate_change' | 'import_welcome';

export function smsTemplate(key: string): SmsTemplateEntry | undefined {
  return ENTRIES.find((entry) => entry.key === key);
}

/** The blanks every company text of a template must keep: those of its English default. */
export function requiredPlaceholders(entry: SmsTemplateEntry): string[] {
  return placeholdersOf(entry.defaultText('en')) ?? [];
}

/** Every template with its blanks and its default in every language we have, for the web. */
export function smsTemplateList() {
  return ENTRIES.map((entry) => ({
    key: entry.key,
    required: requiredPlaceholders(entry),
    optional: [...entry.optional],
    defaults: Object.fromEntries(LANGUAGES.map((language) => [language, entry.defaultText(language)])),
    sample: { ...entry.sample },
  }));
}
