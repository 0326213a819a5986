import { NAME_MAX } from '@coldroom/contract';

/** How a new location gets its place (issue 4): the device's position, a tap on the map, typed coordinates, or an address. */
export const PLACE_METHODS = ['device', 'map', 'coordinates', 'address'] as const;
export type PlaceMethod = (typeof PLACE_METHODS)[number];

const ADDRESS_FIELD_MAX = 120;

export interface LocationValues {
  method: PlaceMethod;
  name: string;
  country: string;
  state: string;
  city: string;
  street: string;
  street_number: string;
  zip_code: string;
  /** As typed; parsed with parseCoordinate. */
  latitude: string;
  longitude: string;
}

export const emptyLocation = (method: PlaceMethod = 'coordinates'): LocationValues => ({
  method,
  name: '',
  country: '',
  state: '',
  city: '',
  street: '',
  street_number: '',
  zip_code: '',
  latitude: '',
  longitude: '',
});

/**
 * A coordinate as people type it: "6.5244", "-0.5", "6,5244" (a decimal comma, as in French). Grouping
 * and anything else is refused. Returns null when it is not a number.
 */
export function parseCoordinate(input: string): number | null {
  let text = input.trim().replace(/\u2212/g, '-');
  if (!text.includes('.') && (text.match(/,/g) ?? []).length === 1) text = text.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

type Problem = string | null;

function coordinateProblem(value: string, limit: 90 | 180, method: PlaceMethod): Problem {
  if (!value.trim()) {
    if (method === 'address') return null;
    if (method === 'device') return 'locations.validation.needDevice';
    if (method === 'map') return 'locations.validation.needMapTap';
    return limit === 90 ? 'locations.validation.latitudeRequired' : 'locations.validation.longitudeRequired';
  }
  const parsed = parseCoordinate(value);
  if (parsed === null) return 'locations.validation.notANumber';
  if (Math.abs(parsed) > limit) return limit === 90 ? 'locations.validation.latitudeRange' : 'locations.validation.longitudeRange';
  return null;
}

const required = (value: string, key: string): Problem => (value.trim() ? null : key);
const tooLong = (value: string, max: number): Problem => (value.trim().length > max ? 'locations.validation.tooLong' : null);

/** Per-field problems as translation keys (a Mantine form's `validate`). */
export const locationValidation = {
  name: (value: string) => required(value, 'locations.validation.nameRequired') ?? tooLong(value, NAME_MAX),
  // The server needs the country in every case (ISO 3166-1 alpha-2).
  country: (value: string) => required(value, 'locations.validation.countryRequired') ?? (/^[A-Z]{2}$/.test(value) ? null : 'locations.validation.countryRequired'),
  state: (value: string) => tooLong(value, ADDRESS_FIELD_MAX),
  city: (value: string, values: LocationValues) =>
    (values.method === 'address' ? required(value, 'locations.validation.cityRequired') : null) ?? tooLong(value, ADDRESS_FIELD_MAX),
  street: (value: string) => tooLong(value, 200),
  street_number: (value: string) => tooLong(value, 30),
  zip_code: (value: string) => tooLong(value, 20),
  latitude: (value: string, values: LocationValues) =>
    coordinateProblem(value, 90, values.method) ?? pairProblem(value, values.longitude),
  longitude: (value: string, values: LocationValues) =>
    coordinateProblem(value, 180, values.method) ?? pairProblem(value, values.latitude),
};

// In address mode coordinates are optional, but one without the other means nothing.
function pairProblem(value: string, other: string): Problem {
  return !value.trim() && other.trim() ? 'locations.validation.bothCoordinates' : null;
}

/** Both coordinates when they are valid numbers in range, else null. */
export function coordinatesOf(values: Pick<LocationValues, 'latitude' | 'longitude'>): { lat: number; lng: number } | null {
  const lat = parseCoordinate(values.latitude);
  const lng = parseCoordinate(values.longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
