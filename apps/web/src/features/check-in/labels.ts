import type { PricingType } from '@coldroom/contract';
import type { RoomMetric } from '@coldroom/domain';

/** "₦100.00 per crate per day": the room's price for a crop, by pricing and metric (keys written out for the key check). */
export const PRICE_KEYS: Record<PricingType, Record<RoomMetric, string>> = {
  fixed: { crates: 'checkIn.price.fixedCrates', kg: 'checkIn.price.fixedKg' },
  daily: { crates: 'checkIn.price.dailyCrates', kg: 'checkIn.price.dailyKg' },
};
