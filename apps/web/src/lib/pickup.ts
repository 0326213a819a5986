import { pickupUrgency, type PickupUrgency } from '@coldroom/domain';
import type { TFunction } from 'i18next';
import { formatTimeLeft } from './quantities';

/** Colours of the time to pick up: red ≤ 2 days, amber ≤ 7, green above, grey when unknown. */
export const PICKUP_COLOURS: Record<PickupUrgency, string> = {
  urgent: 'red',
  soon: 'orange',
  ok: 'green',
  unknown: 'gray',
};

export function pickupColour(daysLeft: number | null | undefined): string {
  return PICKUP_COLOURS[pickupUrgency(daysLeft)];
}

/** "Pick up now", "Pick up within 9 hours", "Pick up within 1.4 days": one wording on every screen. */
export function pickupText(t: TFunction, language: string, daysLeft: number | null): string {
  if (daysLeft === null) return t('operations.pickup.unknown');
  if (daysLeft <= 0) return t('operations.pickup.now');
  return t('operations.pickup.in', { time: formatTimeLeft(language, daysLeft) });
}
