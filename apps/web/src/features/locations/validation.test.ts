import { coordinatesOf, emptyLocation, locationValidation, parseCoordinate, type LocationValues } from './validation';

const values = (patch: Partial<LocationValues>): LocationValues => ({ ...emptyLocation(), name: 'Bodija', country: 'NG', ...patch });

describe('parseCoordinate', () => {
  it.each([
    ['6.5244', 6.5244],
    ['-0.5', -0.5],
    ['−12.25', -12.25],
    ['6,5244', 6.5244],
    [' 90 ', 90],
    ['.5', 0.5],
  ])('reads %s', (input, expected) => expect(parseCoordinate(input)).toBe(expected));

  it.each(['', 'abc', '6.5.2', '1,000.5', '6,52,44', '1e3'])('refuses %s', (input) => expect(parseCoordinate(input)).toBeNull());
});

describe('location validation, by the way the place is given', () => {
  const check = (v: LocationValues) => ({
    latitude: locationValidation.latitude(v.latitude, v),
    longitude: locationValidation.longitude(v.longitude, v),
    city: locationValidation.city(v.city, v),
  });

  it('typed coordinates: both required and in range', () => {
    expect(check(values({ method: 'coordinates' }))).toMatchObject({
      latitude: 'locations.validation.latitudeRequired',
      longitude: 'locations.validation.longitudeRequired',
    });
    expect(check(values({ method: 'coordinates', latitude: '90.1', longitude: '-180.5' }))).toMatchObject({
      latitude: 'locations.validation.latitudeRange',
      longitude: 'locations.validation.longitudeRange',
    });
    expect(check(values({ method: 'coordinates', latitude: '-90', longitude: '180' }))).toEqual({ latitude: null, longitude: null, city: null });
    expect(check(values({ method: 'coordinates', latitude: 'north', longitude: '3' })).latitude).toBe('locations.validation.notANumber');
  });

  it('device and map: asks for the device position or a tap', () => {
    expect(check(values({ method: 'device' })).latitude).toBe('locations.validation.needDevice');
    expect(check(values({ method: 'map' })).longitude).toBe('locations.validation.needMapTap');
  });

  it('address: the city is required, coordinates optional but never just one', () => {
    expect(check(values({ method: 'address' }))).toEqual({ latitude: null, longitude: null, city: 'locations.validation.cityRequired' });
    expect(check(values({ method: 'address', city: 'Ibadan', latitude: '7.4' })).longitude).toBe('locations.validation.bothCoordinates');
  });

  it('name and country are always needed', () => {
    expect(locationValidation.name('  ')).toBe('locations.validation.nameRequired');
    expect(locationValidation.name('x'.repeat(121))).toBe('locations.validation.tooLong');
    expect(locationValidation.country('')).toBe('locations.validation.countryRequired');
    expect(locationValidation.country('NG')).toBeNull();
  });

  it('coordinatesOf gives both numbers only when both are valid', () => {
    expect(coordinatesOf({ latitude: '7,4352', longitude: '3.9131' })).toEqual({ lat: 7.4352, lng: 3.9131 });
    expect(coordinatesOf({ latitude: '95', longitude: '3' })).toBeNull();
    expect(coordinatesOf({ latitude: '', longitude: '3' })).toBeNull();
  });
});
