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
  /** A lot's rate card and one crate's fee broken down (docs/rent-rules.md §8); see ../rate-card-text.ts. */
  rateCard: RateCardStrings;
  /** The impact report (modules/impact): see ImpactStrings. */
  impact: ImpactStrings;
}

/**
 * The words of a rate card's summary and breakdown. Placeholders: {amount}, {unit}, {kg}, {name}, {from},
 * {to}, {days}, {count}, {rate}, {year}, {units}, {fee}, {rest}.
 */
export interface RateCardStrings {
  /** What one basis unit is called; `bag` has {kg}, the bag's weight. */
  unit: { crate: string; kg: string; quintal: string; bag: string };
  /** A rate per unit and period: {amount}, {unit}. */
  per: { once: string; day: string; week: string; month: string };
  /** The season's rate: {amount}, {unit}, {name}, {from}, {to}. */
  season: string;
  /** The rate outside the season: {rate} (a `per` text), {to} (the season's last day). */
  afterSeason: string;
  /** {amount}, {unit}, {days}. */
  firstPeriod: string;
  /** A daily tier: {from}, {to}, {rate}; `tierOpen` has no {to}. */
  tier: string;
  tierOpen: string;
  /** {days}. */
  grace: string;
  /** {amount}. */
  minimum: { crate: string; lot: string };
  /** Heads the breakdown: {kg}, {days}. */
  example: string;
  /** Breakdown lines per unit. */
  lineGrace: string;
  lineOnce: string;
  lineFirst: string;
  /** {from}, {to}, {count} periods × {rate} = {amount}. */
  lineRate: string;
  /** {name}, {year}, {days}, {amount}. */
  lineSeason: string;
  /** {days}, {count} × {rate} = {amount}. */
  lineAfterSeason: string;
  /** {amount} per {unit} × {units} units = {fee}. */
  total: string;
  /** The minimum raised the fee to {fee}. */
  minimumApplied: string;
}

/**
 * The impact report's words (docs/impact-methodology.md). Placeholders: {female}, {male}, {other}, {new},
 * {returning}, {days}, {baseline}, {farmers}, {surveys}, {marketFarmers}, {surveyed}, {checkOuts}, {share}.
 */
export interface ImpactStrings {
  title: string;
  allCompanies: string;
  keyFigures: string;
  farmersServed: string;
  byGender: string;
  newReturning: string;
  cratesStored: string;
  kgStored: string;
  kgDays: string;
  occupancy: string;
  revenue: string;
  lossAvoided: string;
  incomeChange: string;
  smsSent: string;
  smsIncomplete: string;
  perMonth: string;
  perCrop: string;
  prices: string;
  crop: string;
  before: string;
  after: string;
  change: string;
  coverage: string;
  coverageText: string;
  fewAnswers: string;
  noSurvey: string;
  methodology: string;
  methodologyText: string[];
}
