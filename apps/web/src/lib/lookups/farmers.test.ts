import type { Farmer } from '@coldroom/contract';
import { QueryClient } from '@tanstack/react-query';
import { knownFarmers } from './farmers';

const farmer = (id: number, firstName: string, phone: string | null, extra: Partial<Farmer> = {}): Farmer => ({
  id,
  userId: 100 + id,
  firstName,
  lastName: 'Bello',
  parentName: null,
  phone,
  gender: null,
  language: 'en',
  country: 'NG',
  userCode: `CODE${id}XY`,
  companyId: 1,
  canLogIn: false,
  isWalkIn: false,
  dateJoined: '2026-11-01T00:00:00Z',
  ...extra,
});

describe('the farmers this device knows, searched with no network', () => {
  const client = new QueryClient();
  client.setQueryData(['farmers', 'device', 1], { items: [farmer(1, 'Amina', '+2348030000001'), farmer(2, 'Musa', '+2348030000002')], total: 2, page: 1, page_size: 200 });
  client.setQueryData(['farmers', 'options', 1, 'ka'], { items: [farmer(3, 'Kabir', null), farmer(1, 'Amina', '+2348030000001')], total: 2, page: 1, page_size: 20 });
  client.setQueryData(['farmers', 'one', 4], farmer(4, 'Walk-in', null, { isWalkIn: true }));
  client.setQueryData(['produce', 'list'], { items: [farmer(9, 'Not a farmer answer', null)] });

  it('gathers every farmer answer once, the walk-in customer first', () => {
    expect(knownFarmers(client, '').map((found) => found.id)).toEqual([4, 1, 3, 2]);
  });

  it('matches a name, a farmer code or the digits of a phone', () => {
    expect(knownFarmers(client, 'musa').map((found) => found.id)).toEqual([2]);
    expect(knownFarmers(client, 'code3').map((found) => found.id)).toEqual([3]);
    expect(knownFarmers(client, '0000001').map((found) => found.id)).toEqual([1]);
    expect(knownFarmers(client, 'nobody')).toEqual([]);
  });
});
