import type { Location } from '@coldroom/contract';
import { addressLine, toLocationRequest, toLocationValues } from './toRequest';
import { emptyLocation } from './validation';

const stored: Location = {
  id: 4,
  company: 1,
  name: 'Bodija Market',
  country: 'NG',
  state: 'Oyo',
  city: 'Ibadan',
  street: 'Bodija Road',
  street_number: '12',
  zip_code: null,
  latitude: 7.4352,
  longitude: 3.9131,
  cooling_unit_count: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('location form ↔ request', () => {
  it('sends trimmed text, null for empty address parts and numbers for coordinates', () => {
    const body = toLocationRequest({ ...emptyLocation('coordinates'), name: ' Mile 12 ', country: 'NG', city: ' Lagos ', latitude: '6,6018', longitude: '3.3515' });
    expect(body).toEqual({
      name: 'Mile 12',
      country: 'NG',
      state: null,
      city: 'Lagos',
      street: null,
      street_number: null,
      zip_code: null,
      latitude: 6.6018,
      longitude: 3.3515,
    });
  });

  it('sends neither coordinate when the place is given by address only', () => {
    const body = toLocationRequest({ ...emptyLocation('address'), name: 'Jos', country: 'NG', city: 'Jos' });
    expect(body).toMatchObject({ latitude: null, longitude: null });
  });

  it('opens a stored location with its values and the matching way', () => {
    expect(toLocationValues(stored)).toMatchObject({ method: 'coordinates', latitude: '7.4352', zip_code: '', street_number: '12' });
    expect(toLocationValues({ ...stored, latitude: null, longitude: null }).method).toBe('address');
    expect(addressLine(stored)).toBe('12 Bodija Road, Ibadan, Oyo');
  });
});
