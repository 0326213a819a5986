import type { HarvestChoice, MovementType, PaymentMethod } from '@coldroom/contract';

// Written out in full so the translation-key check sees every key.
export const PAYMENT_METHOD_KEYS: Record<PaymentMethod, string> = {
  cash: 'operations.payment.cash',
  card: 'operations.payment.card',
  bank_transfer: 'operations.payment.bankTransfer',
  mobile_money: 'operations.payment.mobileMoney',
  upi: 'operations.payment.upi',
  ussd: 'operations.payment.ussd',
  qr_code: 'operations.payment.qrCode',
};

export const HARVEST_KEYS: Record<HarvestChoice, string> = {
  today: 'operations.harvest.today',
  yesterday: 'operations.harvest.yesterday',
  day_before_yesterday: 'operations.harvest.dayBeforeYesterday',
  earlier: 'operations.harvest.earlier',
};

/** The harvest as it was at check-in, for pages read later ("2 days before check-in", not "Two days ago"). */
export const HARVEST_AT_CHECK_IN_KEYS: Record<HarvestChoice, string> = {
  today: 'glossary.harvest.today',
  yesterday: 'glossary.harvest.yesterday',
  day_before_yesterday: 'glossary.harvest.dayBeforeYesterday',
  earlier: 'glossary.harvest.earlier',
};

export const MOVEMENT_TYPE_KEYS: Record<MovementType, string> = {
  check_in: 'operations.type.checkIn',
  check_out: 'operations.type.checkOut',
};
