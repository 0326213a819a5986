import 'fake-indexeddb/auto';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { forgetLastKnownData, lastKnownDataPersister } from './lastKnownData';

const saved = (marker: string): PersistedClient => ({
  timestamp: Date.now(),
  buster: '1',
  clientState: { mutations: [], queries: [{ queryKey: [marker], queryHash: `["${marker}"]`, dehydratedAt: Date.now(), state: { data: marker } as never }] },
});

describe('last-known data on the device', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await forgetLastKnownData();
  });
  afterEach(() => vi.useRealTimers());

  const settle = async () => {
    await vi.advanceTimersByTimeAsync(1500);
  };

  it('keeps each user’s data under their own key and reads it back', async () => {
    let user: string | null = '7';
    const persister = lastKnownDataPersister(() => user);
    await persister.persistClient(saved('rooms of 7'));
    await settle();
    expect((await persister.restoreClient())?.clientState.queries[0]?.queryKey).toEqual(['rooms of 7']);
    user = '8';
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('writes a burst of changes once, the newest winning', async () => {
    const persister = lastKnownDataPersister(() => '7');
    await persister.persistClient(saved('first'));
    await persister.persistClient(saved('second'));
    await persister.persistClient(saved('third'));
    expect(await persister.restoreClient()).toBeUndefined(); // nothing written before the interval
    await settle();
    expect((await persister.restoreClient())?.clientState.queries[0]?.queryKey).toEqual(['third']);
  });

  it('writes nothing for nobody, and drops a save that waited past a logout', async () => {
    let user: string | null = '7';
    const persister = lastKnownDataPersister(() => user);
    await persister.persistClient(saved('before logout'));
    user = null; // logged out before the throttled save ran
    await settle();
    user = '7';
    expect(await persister.restoreClient()).toBeUndefined();
    user = null;
    await persister.persistClient(saved('nobody'));
    await settle();
    user = '7';
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('forgets every user’s data at once (logout, the storage wipe)', async () => {
    let user = '7';
    const persister = lastKnownDataPersister(() => user);
    await persister.persistClient(saved('seven'));
    await settle();
    user = '8';
    await persister.persistClient(saved('eight'));
    await settle();
    await forgetLastKnownData();
    expect(await persister.restoreClient()).toBeUndefined();
    user = '7';
    expect(await persister.restoreClient()).toBeUndefined();
  });
});
