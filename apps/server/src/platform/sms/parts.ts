import type { Language } from '@coldroom/contract';

/** The SMS a farmer gets: the answers to their SMS, and what the server sends them unasked. */
export const FARMER_SMS_TEMPLATES = [
  'stock',
  'balance',
  'code_check_in',
  'code_check_out',
  'help',
  'not_understood',
  'stopped',
  'started',
  'unregistered',
  'pickup',
  'reminder',
  'statement',
  'rate_change',
  'receipt',
  'alert',
  'welcome',
] as const;
export type FarmerSmsTemplate = (typeof FARMER_SMS_TEMPLATES)[number];

/**
 * The most SMS parts each farmer SMS takes, per language, as sent (docs/translations.md, SMS sizes): measured at
 * typical values (modules/farmer-sms/typical-sms.ts); its test renders every template in every language and
 * fails when one takes more. A GSM-7 SMS holds 160 characters (153 a part when split), a UCS-2 one 70 (67): any
 * Indian or Arabic letter, ₦, or a Yoruba, Igbo or Hausa letter with a mark or hook makes the whole SMS UCS-2.
 */
export const SMS_PARTS: Record<Language, Record<FarmerSmsTemplate, number>> = {
  en: { stock: 1, balance: 1, code_check_in: 1, code_check_out: 1, help: 1, not_understood: 1, stopped: 1, started: 1, unregistered: 1, pickup: 1, reminder: 1, statement: 1, rate_change: 1, receipt: 1, alert: 1, welcome: 1 },
  hi: { stock: 1, balance: 1, code_check_in: 1, code_check_out: 2, help: 2, not_understood: 2, stopped: 2, started: 1, unregistered: 2, pickup: 2, reminder: 2, statement: 2, rate_change: 2, receipt: 2, alert: 2, welcome: 2 },
  or: { stock: 2, balance: 1, code_check_in: 1, code_check_out: 2, help: 2, not_understood: 2, stopped: 2, started: 1, unregistered: 2, pickup: 2, reminder: 2, statement: 3, rate_change: 2, receipt: 2, alert: 2, welcome: 2 },
  gu: { stock: 2, balance: 2, code_check_in: 1, code_check_out: 2, help: 2, not_understood: 2, stopped: 2, started: 1, unregistered: 1, pickup: 2, reminder: 2, statement: 3, rate_change: 2, receipt: 2, alert: 2, welcome: 2 },
  fr: { stock: 1, balance: 1, code_check_in: 1, code_check_out: 1, help: 1, not_understood: 1, stopped: 1, started: 1, unregistered: 1, pickup: 1, reminder: 1, statement: 1, rate_change: 1, receipt: 1, alert: 3, welcome: 1 },
  pt: { stock: 1, balance: 1, code_check_in: 1, code_check_out: 1, help: 1, not_understood: 2, stopped: 1, started: 1, unregistered: 1, pickup: 2, reminder: 2, statement: 1, rate_change: 1, receipt: 2, alert: 3, welcome: 2 },
  ha: { stock: 2, balance: 2, code_check_in: 1, code_check_out: 1, help: 1, not_understood: 1, stopped: 2, started: 1, unregistered: 2, pickup: 2, reminder: 2, statement: 3, rate_change: 1, receipt: 2, alert: 3, welcome: 1 },
  yo: { stock: 2, balance: 2, code_check_in: 1, code_check_out: 2, help: 2, not_understood: 2, stopped: 2, started: 1, unregistered: 2, pickup: 2, reminder: 2, statement: 2, rate_change: 2, receipt: 2, alert: 2, welcome: 2 },
  ig: { stock: 2, balance: 2, code_check_in: 1, code_check_out: 2, help: 2, not_understood: 3, stopped: 2, started: 1, unregistered: 1, pickup: 2, reminder: 2, statement: 3, rate_change: 2, receipt: 2, alert: 3, welcome: 2 },
  sw: { stock: 1, balance: 1, code_check_in: 1, code_check_out: 1, help: 1, not_understood: 1, stopped: 1, started: 1, unregistered: 1, pickup: 1, reminder: 1, statement: 1, rate_change: 1, receipt: 1, alert: 1, welcome: 1 },
  ar: { stock: 2, balance: 1, code_check_in: 1, code_check_out: 2, help: 1, not_understood: 1, stopped: 1, started: 1, unregistered: 1, pickup: 2, reminder: 1, statement: 2, rate_change: 2, receipt: 2, alert: 2, welcome: 2 },
};

/**
 * The languages whose SMS a company may send without tone marks, dots and hooks (`sms_plain_letters`): then every
 * template is GSM-7 and one part at typical values (the test checks it).
 */
export const PLAIN_LETTER_LANGUAGES: readonly Language[] = ['ha', 'yo', 'ig'];
