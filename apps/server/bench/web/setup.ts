import { api } from '../lib/api-client';
import { DEMO_PASSWORD, USERS } from './browser';
import type { Site } from './site';

const LOTS = 20;
const CRATES_PER_LOT = 10;

/**
 * Stores 20 lots of 10 crates of tomatoes for the demo farmer in Dawanau Room A, through the API as the
 * demo operator: the check-out the benchmark types in (every crate of the farmer in that room chosen).
 * The room's capacity is raised first by the demo service provider.
 */
async function tokenOf(site: Site, username: string, userType: 'op' | 'sp'): Promise<string> {
  const login = await api<{ refresh: string }>(site.baseUrl, 'POST', '/api/user/v1/login/', { body: { username, password: DEMO_PASSWORD, user_type: userType } });
  return (await api<{ access: string }>(site.baseUrl, 'POST', '/api/user/token/refresh/', { body: { refresh: login.refresh } })).access;
}

export async function storeFullCheckOut(site: Site): Promise<void> {
  const token = await tokenOf(site, USERS.operator.username, 'op');
  const farmers = await api<{ items: { id: number; name?: string; first_name?: string; last_name?: string }[] }>(site.baseUrl, 'GET', '/api/user/v1/farmers/?search=Musa&page=1&page_size=20', { token });
  const farmer = farmers.items[0];
  if (!farmer) throw new Error('the demo farmer Musa was not found');
  const rooms = await api<{ items: { id: number; name: string; capacity: number }[] }>(site.baseUrl, 'GET', '/api/storage/v1/cooling-units/?page=1&page_size=200', { token });
  const room = rooms.items.find((r) => r.name === 'Dawanau Room A');
  if (!room) throw new Error('the demo room Dawanau Room A was not found');
  // Room for these 200 crates and for the 200 of the check-in form the benchmark fills (never confirmed).
  const provider = await tokenOf(site, USERS.serviceProvider.username, 'sp');
  await api(site.baseUrl, 'PUT', `/api/storage/v1/cooling-units/${room.id}/`, { token: provider, body: { capacity: room.capacity + 2 * LOTS * CRATES_PER_LOT } });
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
