import type { MovementType, PaymentMethod, PricedBy, PricingKind } from '../receipt-data';

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
  /** Column head of a check-in's days: those the farmer planned. */
  plannedDays: string;
  /** A locked price, "{price} per crate per day". */
  price: Record<PricingKind, Record<PricedBy, string>>;
  /** The fee the planned days would cost (a check-in; not planned: one day). */
  estimate: string;
  fee: string;
  subtotal: string;
  discount: string;
  total: string;
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
