import { IdempotencyKeeper, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are version-4 UUIDs, also where randomUUID is missing (old WebViews)', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('one key per body: the same on retry, a new one for a changed body or after the answer', () => {
    const keeper = new IdempotencyKeeper();
    const first = keeper.keyFor({ crates: 3 });
    expect(keeper.keyFor({ crates: 3 })).toBe(first);
    const changed = keeper.keyFor({ crates: 4 });
    expect(changed).not.toBe(first);
    keeper.settle();
    expect(keeper.keyFor({ crates: 4 })).not.toBe(changed);
  });
});
