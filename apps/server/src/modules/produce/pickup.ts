import { cropById, pickupThreshold, pickupUrgency, timeToPickup, type CarriedExposure, type PickupUrgency, type TemperatureReading } from '@coldroom/domain';

export interface PickupFigures {
  time_to_pickup_days: number | null;
  pickup_urgency: PickupUrgency;
  quality: number | null;
  room_temperature_c: number | null;
  pickup_threshold: number | null;
}

/**
 * Time to pick up a lot now (domain-rules §6) from its crop's constants, its quality at check-in and the
 * room's readings (each holds until the next; T_room the mean of the last 6 hours, else the latest).
 * No reading or no model: unknown (null), never a guess. With the lot's kept exposure (exposures.ts), the
 * readings from the one in force at its end (and of the last 6 hours) suffice.
 */
export function pickupFigures(
  lot: { cropCode: string; initialQuality: number | null; checkedInAt: Date },
  readings: readonly TemperatureReading[],
  now: Date,
  carried: CarriedExposure | null = null,
): PickupFigures {
  const kinetics = cropById(lot.cropCode)?.kinetics ?? null;
  const estimate = timeToPickup({ kinetics, initial_quality: lot.initialQuality, checked_in_at: lot.checkedInAt, now, readings, carried });
  if (!estimate || !kinetics) {
    return { time_to_pickup_days: null, pickup_urgency: 'unknown', quality: null, room_temperature_c: null, pickup_threshold: kinetics ? pickupThreshold(kinetics) : null };
  }
  return {
    time_to_pickup_days: estimate.days_left,
    pickup_urgency: pickupUrgency(estimate.days_left),
    quality: estimate.quality,
    room_temperature_c: estimate.room_temperature_c,
    pickup_threshold: estimate.threshold,
  };
}

/** The earliest check-in per room among the lots: how far back each room's readings are needed. */
export function readingsNeeded(lots: readonly { roomId: number; checkedInAt: Date }[]): Map<number, Date> {
  const since = new Map<number, Date>();
  for (const lot of lots) {
    const known = since.get(lot.roomId);
    if (!known || lot.checkedInAt < known) since.set(lot.roomId, lot.checkedInAt);
  }
  return since;
}
