import type { CoolingUnit } from '@coldroom/contract';
import { checkInFieldFor, newLot, resizeCrates, toCheckInRequest, validateCheckIn, type CheckInValues } from './checkInForm';

const room = { id: 4, metric: 'crates', currency: 'NGN', crops: [{ crop: 'tomato', pricing: 'daily', rate: 10_000 }] } as unknown as CoolingUnit;
const musa = { id: 3, name: 'Musa Ibrahim', phone: '+2348030000003', isWalkIn: false };

function filled(): CheckInValues {
  const lot = { ...newLot(25, 2), crop: 'tomato', notes: ' ripe ' };
  lot.crates = [
    { weight: '25', tag: 'A-1', plannedDays: '5' },
    { weight: '24,5', tag: '', plannedDays: '' },
  ];
  return { walkIn: false, farmer: musa, roomId: 4, lots: [lot] };
}

describe('check-in validation, field by field', () => {
  it('accepts a complete check-in', () => {
    expect(validateCheckIn(filled(), room)).toEqual({});
  });

  it('names the farmer and the room when missing (the walk-in switch stands in for a farmer)', () => {
    const values = { ...filled(), farmer: null, roomId: null };
    expect(validateCheckIn(values, null)).toMatchObject({ farmer: 'checkIn.errors.farmerRequired', roomId: 'checkIn.errors.roomRequired' });
    expect(validateCheckIn({ ...values, walkIn: true, roomId: 4 }, room)).toEqual({});
  });

  it('wants a crop the room takes', () => {
    const values = filled();
    values.lots[0]!.crop = null;
    expect(validateCheckIn(values, room)['lots.0.crop']).toBe('checkIn.errors.cropRequired');
    values.lots[0]!.crop = 'okra';
    expect(validateCheckIn(values, room)['lots.0.crop']).toBe('errors.crop_not_accepted');
  });

  it.each([
    ['', 'checkIn.errors.weightRequired'],
    ['0', 'checkIn.errors.weight'],
    ['500.001', 'checkIn.errors.weight'],
    ['12.3456', 'checkIn.errors.weight'],
    ['1,234.5', 'checkIn.errors.weight'],
    ['abc', 'checkIn.errors.weight'],
  ])('refuses the weight "%s"', (weight, key) => {
    const values = filled();
    values.lots[0]!.crates[1]!.weight = weight;
    expect(validateCheckIn(values, room)).toEqual({ 'lots.0.crates.1.weight': key });
  });

  it.each(['500', '0.001', '12,5', '.5'])('accepts the weight "%s"', (weight) => {
    const values = filled();
    values.lots[0]!.crates[0]!.weight = weight;
    expect(validateCheckIn(values, room)).toEqual({});
  });

  it.each(['-1', '366', '2.5', 'x'])('refuses planned days "%s"', (days) => {
    const values = filled();
    values.lots[0]!.crates[0]!.plannedDays = days;
    expect(validateCheckIn(values, room)).toEqual({ 'lots.0.crates.0.plannedDays': 'checkIn.errors.plannedDays' });
  });

  it('refuses long tags and notes, and more than 500 crates', () => {
    const values = filled();
    values.lots[0]!.crates[0]!.tag = 'x'.repeat(41);
    values.lots[0]!.notes = 'y'.repeat(501);
    values.lots.push({ ...newLot(25, 500), crop: 'tomato' });
    expect(validateCheckIn(values, room)).toEqual({
      'lots.0.crates.0.tag': 'forms.tooLong',
      'lots.0.notes': 'forms.tooLong',
      crates: 'checkIn.errors.tooManyCrates',
    });
  });
});

describe('the request and the server field errors', () => {
  it('sends the farmer, the room, and each crate to the gram with its tag and planned days', () => {
    expect(toCheckInRequest(filled())).toEqual({
      farmer_id: 3,
      cooling_unit_id: 4,
      lots: [
        {
          crop_id: 'tomato',
          harvest: 'today',
          notes: 'ripe',
          crates: [
            { weight_kg: 25, tag: 'A-1', planned_days: 5 },
            { weight_kg: 24.5, tag: null, planned_days: null },
          ],
        },
      ],
    });
  });

  it('sends walk_in for the walk-in customer, never a farmer id', () => {
    const request = toCheckInRequest({ ...filled(), walkIn: true });
    expect(request).toMatchObject({ walk_in: true });
    expect(request).not.toHaveProperty('farmer_id');
  });

  it.each([
    ['farmer_id', 'farmer'],
    ['walk_in', 'farmer'],
    ['cooling_unit_id', 'roomId'],
    ['lots', 'crates'],
    ['lots.1.crates', 'crates'],
    ['lots.0.crop_id', 'lots.0.crop'],
    ['lots.2.notes', 'lots.2.notes'],
    ['lots.0.crates.3.weight_kg', 'lots.0.crates.3.weight'],
    ['lots.1.crates.0.planned_days', 'lots.1.crates.0.plannedDays'],
    ['lots.0.crates.0.tag', 'lots.0.crates.0.tag'],
    ['free', undefined],
  ])('maps %s to %s', (path, field) => {
    expect(checkInFieldFor(path)).toBe(field);
  });

  it('resizes the crates, keeping what was typed and filling new ones from the lot', () => {
    const lot = { ...newLot(25, 1), allDays: '7' };
    lot.crates[0]!.weight = '30';
    const crates = resizeCrates(lot, 3);
    expect(crates).toEqual([
      { weight: '30', tag: '', plannedDays: '' },
      { weight: '25', tag: '', plannedDays: '7' },
      { weight: '25', tag: '', plannedDays: '7' },
    ]);
    expect(resizeCrates(lot, 0)).toHaveLength(1);
  });
});
