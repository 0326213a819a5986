import { api } from '../lib/api-client';
import { DEMO_PASSWORD, USERS } from './browser';
import type { Site } from './site';

const LOTS = 20;
const CRATES_PER_LOT = 10;

/**
 * Stores 20 lots of 10 crates of tomatoes for the demo farmer in Dawanau Room A, through the API as the
 * demo operator: the check-out the benchmark types in (every crate of the farmer in that room chosen).
 */
export async function storeFullCheckOut(site: Site): Promise<void> {
  const login = await api<{ refresh: string }>(site.baseUrl, 'POST', '/api/user/v1/login/', {
    body: { username: USERS.operator.username, password: DEMO_PASSWORD, user_type: 'op' },
  });
  const { access: token } = await api<{ access: string }>(site.baseUrl, 'POST', '/api/user/token/refresh/', { body: { refresh: login.refresh } });
  const farmers = await api<{ items: { id: number; name?: string; first_name?: string; last_name?: string }[] }>(site.baseUrl, 'GET', '/api/user/v1/farmers/?search=Musa&page=1&page_size=20', { token });
  const farmer = farmers.items[0];
  if (!farmer) throw new Error('the demo farmer Musa was not found');
  const rooms = await api<{ items: { id: number; name: string }[] }>(site.baseUrl, 'GET', '/api/storage/v1/cooling-units/?page=1&page_size=200', { token });
  const room = rooms.items.find((r) => r.name === 'Dawanau Room A');
  if (!room) throw new Error('the demo room Dawanau Room A was not found');
  await api(site.baseUrl, 'POST', '/api/operation/v1/check-ins/', {
    token,
    expect: 201,
    headers: { 'idempotency-key': `bench-web-full-check-out-${Date.now()}` },
    body: {
      farmer_id: farmer.id,
      cooling_unit_id: room.id,
      lots: Array.from({ length: LOTS }, (_, lot) => ({
        crop_id: 'tomato',
        harvest: 'today',
        crates: Array.from({ length: CRATES_PER_LOT }, (_, crate) => ({ weight_kg: 20, tag: `BW${lot + 1}-${crate + 1}` })),
      })),
    },
  });
}
