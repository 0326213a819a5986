import type { Location } from '@coldroom/contract';
import type { LocationRow } from '../../db/schema';

/** A location as staff see it; `deleted_at` and internal columns stay inside. */
export function presentLocation(row: LocationRow, coolingUnitCount: number): Location {
  return {
    id: row.id,
    company: row.companyId,
    name: row.name,
    country: row.country,
    state: row.state,
    city: row.city,
    street: row.street,
    street_number: row.streetNumber,
    zip_code: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    cooling_unit_count: coolingUnitCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
