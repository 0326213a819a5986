import { stubFetch } from '../test/render';
import { fetchCompany, marketFeaturesAllowed, storedCompanyId } from './company';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

describe('company (spec §4, §6)', () => {
  it('is fetched with the stored company id', async () => {
    writeItem(STORAGE_KEYS.company, 3);
    const { calls } = stubFetch(() => ({ body: { id: 3, name: 'Demo Cold Rooms', ml4Market: true } }));
    await fetchCompany();
    expect(calls[0]?.url).toBe('/api/user/v1/companies/3/');
  });

  it.each([['nothing stored', undefined], ['a null company (farmers)', null]])('falls back to id 8 with %s', async (_name, stored) => {
    if (stored !== undefined) writeItem(STORAGE_KEYS.company, stored);
    expect(storedCompanyId()).toBe(8);
    const { calls } = stubFetch(() => ({ body: { id: 8, name: 'Fallback' } }));
    await fetchCompany();
    expect(calls[0]?.url).toBe('/api/user/v1/companies/8/');
  });

  it('stores the fetched company, keeping its id for the next fetch', async () => {
    writeItem(STORAGE_KEYS.company, 3);
    stubFetch(() => ({ body: { id: 3, name: 'Demo Cold Rooms', ml4Market: false } }));
    await fetchCompany();
    expect(readItem(STORAGE_KEYS.company)).toMatchObject({ id: 3, name: 'Demo Cold Rooms' });
    expect(storedCompanyId()).toBe(3);
  });

  it.each([
    ['an empty answer', null],
    ['an answer without an id', { name: 'Demo Cold Rooms' }],
  ])('keeps the stored id when the fetch brings %s (the next fetch must not fall back to 8)', async (_name, body) => {
    writeItem(STORAGE_KEYS.company, 3);
    stubFetch(() => ({ body: body ?? undefined }));
    await expect(fetchCompany()).rejects.toMatchObject({ status: 0 });
    expect(readItem(STORAGE_KEYS.company)).toBe(3);
    expect(storedCompanyId()).toBe(3);
  });

  it('allows market features only when the stored company has ml4Market true', () => {
    expect(marketFeaturesAllowed()).toBe(false);
    writeItem(STORAGE_KEYS.company, 3);
    expect(marketFeaturesAllowed()).toBe(false);
    writeItem(STORAGE_KEYS.company, { id: 3, ml4Market: false });
    expect(marketFeaturesAllowed()).toBe(false);
    writeItem(STORAGE_KEYS.company, { id: 3, ml4Market: 'true' });
    expect(marketFeaturesAllowed()).toBe(false);
    writeItem(STORAGE_KEYS.company, { id: 3, ml4Market: true });
    expect(marketFeaturesAllowed()).toBe(true);
  });
});
