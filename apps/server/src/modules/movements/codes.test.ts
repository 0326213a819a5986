import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, isMovementCode, movementCode } from '@coldroom/domain';
import { pooledRandomBytes } from './codes';

describe('pooledRandomBytes (movement codes)', () => {
  it('gives each byte once: the slices it hands out never overlap, across refills too', () => {
    const taken = new Map<ArrayBufferLike, Uint8Array>();
    let overlaps = 0;
    for (let i = 0; i < 2_000; i += 1) {
      const size = 1 + (i % 23);
      const bytes = pooledRandomBytes(size);
      expect(bytes.length).toBe(size);
      const marks = taken.get(bytes.buffer) ?? new Uint8Array(bytes.buffer.byteLength);
      for (let at = bytes.byteOffset; at < bytes.byteOffset + size; at += 1) {
        if (marks[at] === 1) overlaps += 1;
        marks[at] = 1;
      }
      taken.set(bytes.buffer, marks);
    }
    expect(overlaps).toBe(0);
    // 2,000 asks of 12 bytes on average: several blocks were drawn.
    expect(taken.size).toBeGreaterThan(1);
  });

  it('keeps a slice as it was after the pool is refilled', () => {
    const kept = pooledRandomBytes(16);
    const copy = Uint8Array.from(kept);
    for (let i = 0; i < 1_000; i += 1) pooledRandomBytes(14);
    expect(Uint8Array.from(kept)).toEqual(copy);
  });

  it('answers asks larger than its block', () => {
    expect(pooledRandomBytes(10_000).length).toBe(10_000);
  });

  it('draws codes of the alphabet, each symbol about as often (uniform), and rarely the same code twice', () => {
    const counts = new Map<string, number>();
    const codes = new Set<string>();
    const n = 20_000;
    for (let i = 0; i < n; i += 1) {
      const code = movementCode(pooledRandomBytes);
      expect(isMovementCode(code)).toBe(true);
      codes.add(code);
      for (const symbol of code) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...CODE_ALPHABET].sort());
    // Chi-square over the alphabet's symbols (31 degrees of freedom for 32): 80 is passed by chance about once in 10^6.
    const expected = (n * 6) / CODE_ALPHABET.length;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(80);
    // 20,000 draws among 32^6 codes: about 0.2 clashes expected.
    expect(n - codes.size).toBeLessThanOrEqual(3);
  });
});
