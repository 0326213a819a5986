import type { LocationCreate, LocationUpdate } from '@coldroom/contract';
import type { LocationRow } from '../../db/schema';
import { errors } from '../../platform/errors';

type LocationColumns = Partial<Pick<LocationRow, 'name' | 'country' | 'state' | 'city' | 'street' | 'streetNumber' | 'zipCode' | 'latitude' | 'longitude'>>;

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value === '' ? null : value);

/**
 * Body fields to columns; only given fields. Latitude and longitude go together: both or neither, also
 * after an update of one of them.
 */
export function locationColumns(input: LocationCreate | LocationUpdate, current?: LocationRow): LocationColumns {
  const columns: LocationColumns = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.country !== undefined) columns.country = input.country;
  const optional = { state: input.state, city: input.city, street: input.street, streetNumber: input.street_number, zipCode: input.zip_code };
  for (const [key, value] of Object.entries(optional) as [keyof typeof optional, string | null | undefined][]) {
    const cleaned = blankToNull(value);
    if (cleaned !== undefined) columns[key] = cleaned;
  }
  if (input.latitude !== undefined) columns.latitude = input.latitude;
  if (input.longitude !== undefined) columns.longitude = input.longitude;
  const latitude = columns.latitude !== undefined ? columns.latitude : (current?.latitude ?? null);
  const longitude = columns.longitude !== undefined ? columns.longitude : (current?.longitude ?? null);
  if ((latitude === null) !== (longitude === null)) {
    const missing = latitude === null ? 'latitude' : 'longitude';
    throw errors.invalidInput({ [missing]: 'both_or_neither' }, 'Give both latitude and longitude, or neither.');
  }
  return columns;
}
