import type { PricingType } from '@coldroom/contract';
import type { RoomMetric } from '@coldroom/domain';

/** "₦100.00 per crate per day" (keys written out for the translation-key check). */
export const PRICE_KEYS: Record<PricingType, Record<RoomMetric, string>> = {
  fixed: { crates: 'produce.priceIs.fixedCrates', kg: 'produce.priceIs.fixedKg' },
  daily: { crates: 'produce.priceIs.dailyCrates', kg: 'produce.priceIs.dailyKg' },
};
