import type { Language, LotRateCard, LotTemperatureRecordView } from '@coldroom/contract';
import type { Grams, MinorUnits } from '@coldroom/domain';

export type MovementType = 'check_in' | 'check_out';
export type PricingKind = 'fixed' | 'daily';
export type PricedBy = 'crates' | 'kg';

/** domain-rules §5: how a check-out was paid. */
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'mobile_money', 'upi', 'ussd', 'qr_code'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface ReceiptLine {
  /** Already in the receipt's language. */
  cropName: string;
  crateTag: string;
  weightGrams: Grams;
  /** Calendar days stored; null when it does not apply (shown as a dash). */
  daysStored: number | null;
  /** Fee of this line in minor units of the company currency; null when none is charged here. */
  feeMinor: MinorUnits | null;
  /** The line's lot (its rate card in `rateCards` is drawn under the lot's last line). */
  lotId?: number;
}

/**
 * Everything a receipt shows, gathered by the caller: the renderer reads no database and no clock, so
 * the same data always gives the same PDF bytes.
 */
export interface ReceiptData {
  /** The farmer's language. */
  language: Language;
  company: {
    name: string;
    /** ISO 3166 code ("NG", shown as the country's name in the language) or a name. */
    country: string;
    /** ISO 4217 code; amounts are minor units of it. */
    currency: string;
    /** PNG or JPEG bytes; anything else is left out. */
    logo?: Uint8Array | null;
    /** A phone people can call the company on (a service provider's). */
    phone?: string | null;
    /** Where the company receives people: the room's address. */
    address?: string | null;
  };
  movement: {
    type: MovementType;
    code: string;
    /** ISO 8601 instant. */
    time: string;
    /** IANA zone of the company: the date and time are shown as the clock on its wall read. */
    timeZone: string;
  };
  operatorName: string;
  farmer: { name: string; phone?: string | null; userCode?: string | null };
  room: { name: string; location?: string | null };
  lines: readonly ReceiptLine[];
  subtotalMinor: MinorUnits;
  discountMinor: MinorUnits;
  totalMinor: MinorUnits;
  /** null when nothing is paid or owed at this movement (a check-in without a fee). */
  payment: { method: PaymentMethod; paid: boolean } | null;
  /**
   * A check-in's locked prices and what its planned days would cost (its lines then carry the planned
   * days and each crate's estimate); absent on a check-out.
   */
  estimate?: {
    rules: readonly { cropName: string; kind: PricingKind; metric: PricedBy; rateMinor: MinorUnits }[];
    totalMinor: MinorUnits;
  } | null;
  /**
   * Each lot's rate card and one crate's fee worked out (docs/rent-rules.md §8), drawn under the lot's last
   * line; absent: none shown.
   */
  rateCards?: readonly { cropName: string; rateCard: LotRateCard }[] | null;
  /** A check-out's lots and their temperature while stored (docs/cold-chain-rules.md §6); absent on a check-in. */
  temperature?: readonly { cropName: string; record: LotTemperatureRecordView }[] | null;
  /** Each lot's storage certificate link, printed as a QR code (docs/certificates-and-labels.md); absent: none. */
  certificates?: readonly { cropName: string; url: string }[] | null;
  footer?: {
    /** Replaces the standard thank-you line. */
    message?: string | null;
    /** Phone, e-mail or address people can reach the company at. */
    contact?: string | null;
  };
}
