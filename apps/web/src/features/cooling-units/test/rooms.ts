import type { CoolingUnit, CoolingUnitPublic } from '@coldroom/contract';

/** A staff view of a room as the server presents it, for component tests. */
export function staffRoom(patch: Partial<CoolingUnit> = {}): CoolingUnit {
  return {
    view: 'staff',
    id: 1,
    company: { id: 1, name: 'Demo Cold Chain' },
    name: 'Bodija Cold Room',
    location: { id: 2, name: 'Bodija Market', country: 'NG', state: 'Oyo', city: 'Ibadan', latitude: 7.4, longitude: 3.9 },
    type: 'market',
    metric: 'crates',
    capacity: 40,
    standard_crate_weight_kg: 25,
    public: true,
    currency: 'NGN',
    crops: [
      { crop: 'tomato', pricing: 'daily', rate: 15000 },
      { crop: 'onion', pricing: 'fixed', rate: 50050 },
    ],
    occupancy: { metric: 'crates', used: 20, capacity: 40, fraction: 0.5, free: 20, crates: 20, kg: 480 },
    editable_checkins: false,
    sensor: false,
    sensor_state: 'off',
    latest_reading: { id: 9, measured_at: new Date(Date.now() - 2 * 3_600_000).toISOString(), temperature_c: 4.5, humidity_pct: 88, source: 'manual' },
    operators: [{ id: 7, user_id: 3, first_name: 'Emeka', last_name: 'Nwosu' }],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...patch,
  };
}

export function publicRoom(patch: Partial<CoolingUnitPublic> = {}): CoolingUnitPublic {
  const { view: _view, editable_checkins: _e, sensor: _s, sensor_state: _ss, latest_reading: _l, operators: _o, created_at: _c, updated_at: _u, ...rest } = staffRoom();
  return { ...rest, view: 'public', ...patch };
}
