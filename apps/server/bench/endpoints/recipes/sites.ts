import type { CoolingUnit, DeviceKeyCreated, Location } from '@coldroom/contract';
import { ANONYMOUS, EVERYONE, recipe, SP, STAFF, type Recipe } from '../types';
import type { World } from '../world';

const locationBody = (w: World) => ({
  name: `Bench Market ${w.next()}`,
  country: 'NG',
  state: 'Kano',
  city: 'Kano',
  street: 'Katsina Road',
  latitude: 12.0856,
  longitude: 8.4494,
});

const roomBody = (w: World, locationId: number) => ({
  name: `Bench Room ${w.next()}`,
  location: locationId,
  type: 'market' as const,
  metric: 'crates' as const,
  capacity: 200,
  standard_crate_weight_kg: 25,
  public: true,
  editable_checkins: false,
  sensor: false,
  crops: [
    { crop: 'tomato', pricing: 'daily' as const, rate: 10_000 },
    { crop: 'onion', pricing: 'fixed' as const, rate: 30_000 },
  ],
  operators: [w.ids.operatorId],
});

const newLocation = (w: World) => w.api<Location>('Service Provider', 'POST', '/api/storage/v1/locations/', locationBody(w), 201);
const newRoom = (w: World) => w.api<CoolingUnit>('Service Provider', 'POST', '/api/storage/v1/cooling-units/', roomBody(w, w.ids.locationId), 201);
const keysPath = (w: World) => `/api/storage/v1/cooling-units/${w.ids.sensorRoomId}/device-keys/`;

/** Locations, rooms, their planner, readings and sensor keys. */
export const sitesRecipes: Recipe[] = [
  recipe('GET /api/storage/v1/locations/', STAFF, () => ({ path: '/api/storage/v1/locations/?page=1&page_size=20' })),
  recipe('POST /api/storage/v1/locations/', SP, (w) => ({ path: '/api/storage/v1/locations/', body: locationBody(w), expect: 201 })),
  recipe('GET /api/storage/v1/locations/{id}/', STAFF, (w) => ({ path: `/api/storage/v1/locations/${w.ids.locationId}/` })),
  recipe('PUT /api/storage/v1/locations/{id}/', SP, (w) => ({ path: `/api/storage/v1/locations/${w.ids.locationId}/`, body: { street: 'Katsina Road', zip_code: '700001' } })),
  recipe('DELETE /api/storage/v1/locations/{id}/', SP, async (w) => ({ path: `/api/storage/v1/locations/${(await newLocation(w)).id}/`, expect: 204 })),

  recipe('GET /api/storage/v1/cooling-units/', EVERYONE, () => ({ path: '/api/storage/v1/cooling-units/?page=1&page_size=20' })),
  recipe('POST /api/storage/v1/cooling-units/', SP, (w) => ({ path: '/api/storage/v1/cooling-units/', body: roomBody(w, w.ids.locationId), expect: 201 })),
  recipe('GET /api/storage/v1/cooling-units/{id}/', EVERYONE, (w) => ({ path: `/api/storage/v1/cooling-units/${w.ids.roomId}/` })),
  recipe('PUT /api/storage/v1/cooling-units/{id}/', SP, (w) => ({
    path: `/api/storage/v1/cooling-units/${w.ids.otherRoomId}/`,
    body: { public: true, standard_crate_weight_kg: 25 },
  })),
  recipe('DELETE /api/storage/v1/cooling-units/{id}/', SP, async (w) => ({ path: `/api/storage/v1/cooling-units/${(await newRoom(w)).id}/`, expect: 204 })),
  recipe('GET /api/storage/v1/cooling-units/{id}/planner/', STAFF, (w) => ({ path: `/api/storage/v1/cooling-units/${w.ids.roomId}/planner/` })),
  recipe('GET /api/storage/v1/cooling-units/{id}/readings/', STAFF, (w) => ({ path: `/api/storage/v1/cooling-units/${w.ids.sensorRoomId}/readings/` })),
  recipe('GET /api/storage/v1/cooling-units/{id}/readings/series/', STAFF, (w) => ({ path: `/api/storage/v1/cooling-units/${w.ids.sensorRoomId}/readings/series/?range=7d` })),
  recipe('POST /api/storage/v1/cooling-units/{id}/readings/', STAFF, (w) => ({
    path: `/api/storage/v1/cooling-units/${w.ids.otherRoomId}/readings/`,
    body: { temperature_c: 4.5 + (w.next() % 10) / 10, humidity_pct: 88 },
    expect: 201,
  })),
  recipe('POST /api/storage/v1/cooling-units/{id}/sensor-readings/', ANONYMOUS, (w) => {
    // A sensor sends what it measured since its last batch: a quarter of an hour, one reading a minute.
    const end = Date.now() - w.next() * 1000;
    const readings = Array.from({ length: 15 }, (_, i) => ({
      measured_at: new Date(end - (14 - i) * 60_000).toISOString(),
      temperature_c: 4 + (i % 5) / 10,
      humidity_pct: 90,
    }));
    return { path: `/api/storage/v1/cooling-units/${w.ids.sensorRoomId}/sensor-readings/`, headers: { authorization: `Device ${w.ids.deviceKey}` }, body: { readings } };
  }),
  recipe('GET /api/storage/v1/cooling-units/{id}/device-keys/', SP, (w) => ({ path: keysPath(w) })),
  recipe('POST /api/storage/v1/cooling-units/{id}/device-keys/', SP, (w) => ({ path: keysPath(w), body: {}, expect: 201 })),
  recipe('DELETE /api/storage/v1/cooling-units/{id}/device-keys/{keyId}/', SP, async (w) => {
    const key = await w.api<DeviceKeyCreated>('Service Provider', 'POST', keysPath(w), {}, 201);
    return { path: `${keysPath(w)}${key.id}/`, expect: 204 };
  }),
];
