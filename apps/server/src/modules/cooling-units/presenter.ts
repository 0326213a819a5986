import type { CoolingUnit, CoolingUnitPublic } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import type { CoolingUnitRow } from '../../db/schema';
import { presentOccupancy } from '../occupancy/queries';
import { presentReading } from '../readings/presenter';
import { sensorStateOf } from '../readings/sensor-state';
import type { RoomFacts } from './facts';

/** What anyone who may see the room sees, farmers included: no staff, sensors, readings or flags for staff. */
export function presentRoomPublic(room: CoolingUnitRow, facts: RoomFacts): CoolingUnitPublic {
  const location = facts.locations.get(room.locationId);
  const company = facts.companies.get(room.companyId);
  if (!location || !company) throw new Error(`cooling unit ${room.id}: location or company not loaded`);
  return {
    view: 'public',
    id: room.id,
    company: { id: company.id, name: company.name },
    name: room.name,
    location: {
      id: location.id,
      name: location.name,
      country: location.country,
      state: location.state,
      city: location.city,
      latitude: location.latitude,
      longitude: location.longitude,
    },
    type: room.type,
    metric: room.metric,
    capacity: room.capacity,
    standard_crate_weight_kg: gramsToKg(room.crateWeightGrams),
    public: room.public,
    currency: company.currency,
    time_zone: company.timeZone,
    crops: facts.crops.get(room.id) ?? [],
    rate_cards: facts.rateCards.get(room.id) ?? [],
    occupancy: presentOccupancy(room, facts.totals.get(room.id)),
  };
}

/** What the company's staff see. */
export function presentRoomStaff(room: CoolingUnitRow, facts: RoomFacts, now: Date = new Date()): CoolingUnit {
  const latest = facts.latest.get(room.id) ?? null;
  return {
    ...presentRoomPublic(room, facts),
    view: 'staff',
    editable_checkins: room.editableCheckins,
    sensor: room.sensor,
    sensor_state: sensorStateOf(room.sensor, latest?.measuredAt ?? null, now),
    latest_reading: latest ? presentReading(latest) : null,
    operators: facts.operators.get(room.id) ?? [],
    created_at: room.createdAt.toISOString(),
    updated_at: room.updatedAt.toISOString(),
  };
}
