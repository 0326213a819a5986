import { pickupUrgency, type PickupUrgency } from '@coldroom/domain';

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
