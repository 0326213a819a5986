import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { forgetLastKnownData, keepLastKnownData, LAST_KNOWN_DATA_MAX_AGE_MS, restoreLastKnownData } from './lastKnownData';

const DAY = 24 * 60 * 60 * 1000;

/** Stops watching and waits until the save it asked for is written (however slow the machine). */
async function saved(stop: () => Promise<void>) {
  await stop();
}

describe('last-known data on the device', () => {
  let user: string | null;
  beforeEach(async () => {
    user = '7';
    await forgetLastKnownData();
  });

  it('keeps the working data per user, not forms or previews, and shows it with its age', async () => {
    const online = new QueryClient();
    online.setQueryData(['produce', 'list', { page: 1 }], { results: ['tomato'] }, { updatedAt: Date.now() - 3 * 60_000 });
    online.setQueryData(['surveys', 'farmer', 4], { answer: 'old' });
    online.setQueryData(['crates', 'price-preview', { lines: [] }], { total: 5 });
    const stop = keepLastKnownData(online, () => user);
    // setQueryData is a success like a fetched answer: the cache event schedules the save.
    online.setQueryData(['farmers', 'list', 1], { results: ['Ama'] });
    await saved(stop);

    const offline = new QueryClient();
    expect(await restoreLastKnownData(offline, '7')).toBe(2);
    expect(offline.getQueryData(['produce', 'list', { page: 1 }])).toEqual({ results: ['tomato'] });
    expect(offline.getQueryData(['farmers', 'list', 1])).toEqual({ results: ['Ama'] });
    expect(offline.getQueryState(['produce', 'list', { page: 1 }])?.dataUpdatedAt).toBeLessThan(Date.now() - 2 * 60_000);
    expect(offline.getQueryData(['surveys', 'farmer', 4])).toBeUndefined();
    expect(offline.getQueryData(['crates', 'price-preview', { lines: [] }])).toBeUndefined();
    // Another user of the phone sees nothing of it.
    expect(await restoreLastKnownData(new QueryClient(), '8')).toBe(0);
  });

  it('saves answers read before it started watching, with no answer after', async () => {
    const client = new QueryClient();
    client.setQueryData(['produce', 'list', { page: 1 }], { results: ['onion'] });
    client.setQueryData(['surveys', 'farmer', 4], { answer: 'not kept' });
    await saved(keepLastKnownData(client, () => user));
    const offline = new QueryClient();
    expect(await restoreLastKnownData(offline, '7')).toBe(1);
    expect(offline.getQueryData(['produce', 'list', { page: 1 }])).toEqual({ results: ['onion'] });
  });

  it('never replaces an answer read since, and drops answers older than 7 days', async () => {
    const first = new QueryClient();
    const stop = keepLastKnownData(first, () => user);
    first.setQueryData(['cooling-units', 'one', 3], { name: 'saved' }, { updatedAt: Date.now() - 60_000 });
    first.setQueryData(['movements', 'list', 1], { results: [] }, { updatedAt: Date.now() - LAST_KNOWN_DATA_MAX_AGE_MS - DAY });
    await saved(stop);

    const now = new QueryClient();
    now.setQueryData(['cooling-units', 'one', 3], { name: 'read since' });
    expect(await restoreLastKnownData(now, '7')).toBe(1);
    expect(now.getQueryData(['cooling-units', 'one', 3])).toEqual({ name: 'read since' });
    expect(now.getQueryData(['movements', 'list', 1])).toBeUndefined();
  });

  it('an answer no longer in memory stays saved; a logout (forget) removes everything', async () => {
    const first = new QueryClient();
    let stop = keepLastKnownData(first, () => user);
    first.setQueryData(['produce', 'one', 9], { id: 9 });
    await saved(stop);
    const second = new QueryClient();
    stop = keepLastKnownData(second, () => user);
    second.setQueryData(['farmers', 'one', 2], { id: 2 });
    await saved(stop);

    const offline = new QueryClient();
    expect(await restoreLastKnownData(offline, '7')).toBe(2);
    expect(offline.getQueryData(['produce', 'one', 9])).toEqual({ id: 9 });
    await forgetLastKnownData();
    expect(await restoreLastKnownData(new QueryClient(), '7')).toBe(0);
  });

  it('writes nothing while nobody is logged in, nor after the user changed', async () => {
    user = null;
    const client = new QueryClient();
    const stop = keepLastKnownData(client, () => user);
    client.setQueryData(['produce', 'one', 1], { id: 1 });
    await saved(stop);
    expect(await restoreLastKnownData(new QueryClient(), '7')).toBe(0);
  });
});
