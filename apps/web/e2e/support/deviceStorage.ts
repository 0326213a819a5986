import type { Page } from '@playwright/test';

/**
 * What the app keeps in one IndexedDB object store of the page's origin: the value under `key`, or every
 * value when `key` is null. Undefined / [] when the database or store does not exist yet.
 */
export function readDeviceStore(page: Page, database: string, store: string, key: string | null): Promise<unknown> {
  return page.evaluate(
    ([name, storeName, wanted]) =>
      new Promise<unknown>((resolve) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => resolve(wanted === null ? [] : undefined);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve(wanted === null ? [] : undefined);
          const objects = db.transaction(storeName).objectStore(storeName);
          const reading = wanted === null ? objects.getAll() : objects.get(wanted);
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => resolve(wanted === null ? [] : undefined);
        };
      }),
    [database, store, key] as const,
  );
}

/** The keys of the answers kept as last-known data for the logged-in user (lib/lastKnownData.ts), as JSON. */
export async function savedQueryKeys(page: Page): Promise<string> {
  const saved = (await readDeviceStore(page, 'coldroom-last-known', 'queries', null)) as { queries: { queryKey: unknown }[] }[];
  return JSON.stringify(saved.flatMap((entry) => entry.queries.map((query) => query.queryKey)));
}

/** The logged-in user's id, as the app stores it. */
export function loggedInUserId(page: Page): Promise<number | null> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('coldroom.user') ?? 'null') as { id: number } | null)?.id ?? null);
}
