import type { CoolingUnit } from '@coldroom/contract';
import { emptyRoom, newCropRow, roomValidation, toRoomRequest, toRoomValues } from './roomForm';

const rules = roomValidation('NGN');

describe('room form', () => {
  it('turns the form into a request with prices in minor units', () => {
    const values = {
      ...emptyRoom(),
      name: ' Room A ',
      location: '3',
      capacity: '120',
      standard_crate_weight_kg: '22,5',
      crops: [newCropRow('tomato', 'daily', '150'), newCropRow('onion', 'fixed', '500,50')],
      operators: ['1', '4'],
    };
    expect(toRoomRequest(values, 'NGN')).toEqual({
      name: 'Room A',
      location: 3,
      type: 'farm_gate',
      metric: 'crates',
      capacity: 120,
      standard_crate_weight_kg: 22.5,
      public: false,
      editable_checkins: false,
      sensor: false,
      crops: [
        { crop: 'tomato', pricing: 'daily', rate: 15000 },
        { crop: 'onion', pricing: 'fixed', rate: 50050 },
      ],
      operators: [1, 4],
    });
  });

  it('checks every field', () => {
    const values = { ...emptyRoom(), crops: [newCropRow('tomato'), newCropRow('tomato', 'daily', '1.234')] };
    expect(rules.name('')).toBe('rooms.validation.nameRequired');
    expect(rules.location(null)).toBe('rooms.validation.locationRequired');
    expect(rules.capacity('')).toBe('rooms.validation.capacityRequired');
    expect(rules.capacity('12.5')).toBe('rooms.validation.wholeNumber');
    expect(rules.capacity('0')).toBe('rooms.validation.capacityRange');
    expect(rules.standard_crate_weight_kg('0')).toBe('rooms.validation.crateWeightRange');
    expect(rules.standard_crate_weight_kg('501')).toBe('rooms.validation.crateWeightRange');
    expect(rules.crops.crop(null, values)).toBe('rooms.validation.cropRequired');
    expect(rules.crops.crop('tomato', values)).toBe('fieldReasons.duplicateCrop');
    expect(rules.crops.rate('')).toBe('rooms.validation.priceRequired');
    expect(rules.crops.rate('1.234')).toBe('rooms.validation.priceDecimals');
    expect(rules.crops.rate('1,000')).toBe('rooms.validation.priceInvalid');
  });

  it('opens a stored room with its prices in major units', () => {
    const room = {
      name: 'Room A',
      location: { id: 3 },
      type: 'market',
      metric: 'kg',
      capacity: 3000,
      standard_crate_weight_kg: 25,
      public: true,
      editable_checkins: false,
      sensor: true,
      currency: 'NGN',
      crops: [{ crop: 'yam', pricing: 'daily', rate: 2550 }],
      operators: [{ id: 7, user_id: 9, first_name: 'Emeka', last_name: 'Nwosu' }],
    } as unknown as CoolingUnit;
    const values = toRoomValues(room);
    expect(values).toMatchObject({ location: '3', metric: 'kg', capacity: '3000', sensor: true, operators: ['7'] });
    expect(values.crops[0]).toMatchObject({ crop: 'yam', pricing: 'daily', rate: '25.50' });
  });
});
