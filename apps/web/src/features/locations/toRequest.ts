import type { Location, LocationCreate } from '@coldroom/contract';
import { emptyLocation, parseCoordinate, type LocationValues, type PlaceMethod } from './validation';

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** Form values → the request body: empty address parts are null, coordinates numbers or both null. */
export function toLocationRequest(values: LocationValues): LocationCreate {
  const latitude = parseCoordinate(values.latitude);
  const longitude = parseCoordinate(values.longitude);
  const both = latitude !== null && longitude !== null;
  return {
    name: values.name.trim(),
    country: values.country,
    state: orNull(values.state),
    city: orNull(values.city),
    street: orNull(values.street),
    street_number: orNull(values.street_number),
    zip_code: orNull(values.zip_code),
    latitude: both ? latitude : null,
    longitude: both ? longitude : null,
  };
}

/** A stored location → form values (a location without coordinates was added by address). */
export function toLocationValues(location: Location): LocationValues {
  const method: PlaceMethod = location.latitude === null ? 'address' : 'coordinates';
  return {
    ...emptyLocation(method),
    name: location.name,
    country: location.country,
    state: location.state ?? '',
    city: location.city ?? '',
    street: location.street ?? '',
    street_number: location.street_number ?? '',
    zip_code: location.zip_code ?? '',
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
  };
}

/** The address on one line: "12 Market Road, Ikeja, Lagos". */
export function addressLine(location: Pick<Location, 'street' | 'street_number' | 'city' | 'state' | 'zip_code'>): string {
  const street = [location.street_number, location.street].filter(Boolean).join(' ');
  return [street, location.city, location.state, location.zip_code].filter(Boolean).join(', ');
}
