import type { MovementType, PaymentMethod } from '../receipt-data';

/**
 * The receipt's words in one language. The server does not read the web app's translation files, so
 * the few words a receipt needs live here, one typed file per language: a missing word fails the type
 * check. Placeholders: {n}, {page}, {pages}.
 */
export interface ReceiptStrings {
  /** Heading of the PDF. */
  title: Record<MovementType, string>;
  /** The movement in a word or two (SMS). */
  movement: Record<MovementType, string>;
  code: string;
  date: string;
  operator: string;
  farmer: string;
  phone: string;
  farmerCode: string;
  room: string;
  location: string;
  crop: string;
  crate: string;
  weightKg: string;
  /** Unit after a weight in running text (SMS). */
  kg: string;
  days: string;
  fee: string;
  subtotal: string;
  discount: string;
  total: string;
  /** "{n} crates", by plural category of the language (Intl.PluralRules); `other` is required. */
  crates: { one?: string; other: string };
  payment: string;
  methods: Record<PaymentMethod, string>;
  paid: string;
  unpaid: string;
  thanks: string;
  /** Ends a sentence: "." or the danda "।". */
  stop: string;
  /** Short thank-you for the SMS. */
  smsThanks: string;
  contact: string;
  page: string;
}
