import type { CheckIn } from '@coldroom/contract';
import { checkInAnswer } from '../../test/operations';
import { correctionBody, correctionProblems, correctionValuesOf } from './correction';

function checkIn(): CheckIn {
  const base = checkInAnswer();
  const crate = (id: number, planned: number | null) => ({ id, tag: null, weight_kg: 25, current_weight_kg: 25, planned_days: planned });
  return {
    ...base,
    lots: [
      { id: 11, crop_id: 'tomato', harvest: 'today', initial_quality: 100, notes: null, pricing: 'daily', rate_minor: 10_000, crates: [crate(101, 5), crate(102, null)] },
      { id: 12, crop_id: 'onion', harvest: 'today', initial_quality: null, notes: null, pricing: 'fixed', rate_minor: 30_000, crates: [crate(103, 3)] },
    ],
  };
}

describe('same-day correction', () => {
  it('sends nothing when nothing changed', () => {
    const original = checkIn();
    expect(correctionBody(original, correctionValuesOf(original))).toEqual({});
  });

  it('sends only the farmer, crops and planned days that changed', () => {
    const original = checkIn();
    const values = correctionValuesOf(original);
    values.farmer = { id: 9, name: 'Halima Sani', phone: null, isWalkIn: false };
    values.crops[12] = 'tomato';
    values.days[101] = '';
    values.days[102] = '7';
    expect(correctionBody(original, values)).toEqual({
      farmer_id: 9,
      lots: [{ id: 12, crop_id: 'tomato' }],
      crates: [
        { id: 101, planned_days: null },
        { id: 102, planned_days: 7 },
      ],
    });
  });

  it('moves the check-in to the walk-in customer with walk_in', () => {
    const original = checkIn();
    const values = { ...correctionValuesOf(original), farmer: { id: 2, name: 'User without a phone', phone: null, isWalkIn: true } };
    expect(correctionBody(original, values)).toEqual({ walk_in: true });
  });

  it('checks the farmer and each planned days', () => {
    const values = { ...correctionValuesOf(checkIn()), farmer: null };
    values.days[103] = '400';
    expect(correctionProblems(values)).toEqual({ farmer: 'checkIn.errors.farmerRequired', 'days.103': 'checkIn.errors.plannedDays' });
  });
});
