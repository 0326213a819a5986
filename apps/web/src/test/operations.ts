import type { CheckIn, CoolingUnit, Farmer, PricePreview, ProduceItem, StoredCrate } from '@coldroom/contract';

/** Fixtures of issue 5's answers, shaped as the contract says; only used by tests. */
export const ROOM: CoolingUnit = {
  view: 'staff',
  id: 4,
  company: { id: 1, name: 'Demo Cold Rooms' },
  name: 'Dawanau Room A',
  location: { id: 2, name: 'Dawanau Market', country: 'NG', state: 'Kano', city: 'Kano', latitude: null, longitude: null },
  type: 'market',
  metric: 'crates',
  capacity: 120,
  standard_crate_weight_kg: 25,
  public: true,
  currency: 'NGN',
  crops: [
    { crop: 'tomato', pricing: 'daily', rate: 10_000 },
    { crop: 'onion', pricing: 'fixed', rate: 30_000 },
  ],
  occupancy: { metric: 'crates', used: 20, capacity: 120, fraction: 1 / 6, free: 100, crates: 20, kg: 500 },
  editable_checkins: true,
  sensor: false,
  sensor_state: 'off',
  latest_reading: null,
  operators: [],
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

export const MUSA: Farmer = {
  id: 3,
  userId: 12,
  firstName: 'Musa',
  lastName: 'Ibrahim',
  parentName: null,
  phone: '+2348030000003',
  gender: 'male',
  language: 'en',
  country: 'NG',
  userCode: 'MUSA0001',
  companyId: 1,
  canLogIn: true,
  isWalkIn: false,
  dateJoined: '2026-10-01T08:00:00Z',
};

export const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 20 });

export function checkInAnswer(code = 'K7M2QX'): CheckIn {
  return {
    id: 31,
    movement: { id: 77, code, type: 'check_in', time: '2026-11-22T09:00:00Z' },
    company: { id: 1, name: 'Demo Cold Rooms' },
    cooling_unit: { id: 4, name: 'Dawanau Room A', metric: 'crates' },
    farmer: { id: 3, name: 'Musa Ibrahim', phone: '+2348030000003', is_walk_in: false },
    operator: { user_id: 1, name: 'Amina Bello' },
    currency: 'NGN',
    lots: [],
    crates: 3,
    weight_kg: 75,
    planned_fee_minor: 150_000,
    source_check_out_code: null,
    editable: true,
    corrected_at: null,
  };
}

export function storedCrate(id: number, weight = 25, due = 30_000, lot = 9): StoredCrate {
  return {
    id,
    lot_id: lot,
    check_in_id: 31,
    cooling_unit_id: 4,
    farmer_id: 3,
    crop_id: 'tomato',
    tag: `T-${id}`,
    initial_weight_kg: weight,
    weight_kg: weight,
    planned_days: 5,
    checked_in_at: '2026-11-20T09:00:00Z',
    days_stored: 2,
    days_charged: 3,
    currency: 'NGN',
    fee_minor: due,
    billed_minor: 0,
    fee_due_minor: due,
    planned_fee_minor: 50_000,
    pricing: { kind: 'fixed', rate_minor: due },
    metric: 'crates',
    time_zone: 'Africa/Lagos',
    paid_towards_minor: 0,
  };
}

/** A preview that charges every chosen crate its due (or its share for a part). */
export function previewFor(crates: StoredCrate[], lines: { crate_id: number; weight_kg?: number | null }[]): PricePreview {
  const out = lines.map((line) => {
    const crate = crates.find((candidate) => candidate.id === line.crate_id)!;
    const part = line.weight_kg ?? crate.weight_kg;
    return {
      crate_id: crate.id,
      lot_id: crate.lot_id,
      crop_id: crate.crop_id,
      tag: crate.tag,
      current_weight_kg: crate.weight_kg,
      weight_kg: part,
      remaining_weight_kg: crate.weight_kg - part,
      whole: part === crate.weight_kg,
      days: crate.days_charged,
      fee_minor: crate.fee_minor,
      due_minor: crate.fee_due_minor,
      line_minor: Math.ceil((crate.fee_due_minor * part) / crate.weight_kg),
    };
  });
  const subtotal = out.reduce((n, line) => n + line.line_minor, 0);
  return { cooling_unit_id: 4, farmer_id: 3, currency: 'NGN', at: '2026-11-22T09:00:00Z', lines: out, subtotal_minor: subtotal, max_discount_minor: subtotal, discount_minor: 0, total_minor: subtotal };
}

export function produceItem(over: Partial<ProduceItem> = {}): ProduceItem {
  return {
    id: 9,
    check_in_id: 31,
    movement_code: 'K7M2QX',
    company: { id: 1, name: 'Demo Cold Rooms' },
    cooling_unit: { id: 4, name: 'Dawanau Room A', metric: 'crates' },
    farmer: { id: 3, name: 'Musa Ibrahim', phone: '+2348030000003', is_walk_in: false },
    crop_id: 'tomato',
    harvest: 'today',
    notes: null,
    checked_in_at: '2026-11-20T09:00:00Z',
    days_stored: 2,
    crates: 3,
    weight_kg: 75,
    initial_crates: 3,
    initial_weight_kg: 75,
    planned_days: 5,
    currency: 'NGN',
    pricing: 'daily',
    rate_minor: 10_000,
    fee_due_minor: 90_000,
    planned_fee_minor: 150_000,
    time_to_pickup_days: 6.5,
    pickup_urgency: 'soon',
    quality: 80,
    ...over,
  };
}
