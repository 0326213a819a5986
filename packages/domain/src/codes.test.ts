import { randomBytes as nodeRandomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_ALPHABET,
  DIGITS,
  invitationCode,
  isInvitationCode,
  isMovementCode,
  isResetCode,
  isUserCode,
  movementCode,
  normaliseCode,
  randomCode,
  resetCode,
  userCode,
  type RandomBytes,
} from './codes';

/** A random source that replays fixed bytes, and records how much was asked for. */
function replay(bytes: number[]): RandomBytes & { asked: number[] } {
  let next = 0;
  const asked: number[] = [];
  const source = (size: number) => {
    asked.push(size);
    return Uint8Array.from({ length: size }, () => bytes[next++ % bytes.length] as number);
  };
  return Object.assign(source, { asked });
}

const secure: RandomBytes = (size) => new Uint8Array(nodeRandomBytes(size));

describe('alphabets', () => {
  it('uses 32 unambiguous characters within A–Z and 0–9', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    for (const confusable of ['I', 'L', 'O', 'U']) expect(CODE_ALPHABET).not.toContain(confusable);
    expect(DIGITS).toBe('0123456789');
  });
});

describe('generators', () => {
  it.each([
    ['movement', movementCode, 6, isMovementCode],
    ['user', userCode, 8, isUserCode],
    ['invitation', invitationCode, 8, isInvitationCode],
    ['reset', resetCode, 6, isResetCode],
  ] as const)('%s codes have the right length and characters', (_name, generate, length, isValid) => {
    for (let i = 0; i < 200; i += 1) {
      const code = generate(secure);
      expect(code).toHaveLength(length);
      expect(isValid(code)).toBe(true);
    }
  });

  it('maps bytes onto the alphabet: byte b → alphabet[b mod 32]', () => {
    expect(movementCode(replay([0, 1, 31, 32, 255, 100]))).toBe('01Z0Z4');
  });

  it('skips bytes that would bias the digits (250–255) instead of taking them modulo 10', () => {
    const source = replay([250, 251, 252, 253, 254, 255, 9, 0, 1, 2, 3, 4]);
    expect(resetCode(source)).toBe('901234');
  });

  it('asks for more bytes when too many are skipped', () => {
    const source = replay([255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 7]);
    expect(resetCode(source)).toBe('777777');
    expect(source.asked.length).toBeGreaterThan(1);
  });

  it('gives every digit the same chance (chi-square over 60,000 digits)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1) for (const d of resetCode(secure)) counts[Number(d)]! += 1;
    const expected = 6_000;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(35); // 9 degrees of freedom: p < 0.0001 would be 33.7
  });

  it('over all 256 byte values, every digit comes exactly 25 times (a plain modulo would favour 0–5)', () => {
    // With every byte value once, plain modulo 10 gives digits 0–5 one extra time each.
    const allBytes = Array.from({ length: 256 }, (_, b) => b);
    const counts = new Array<number>(10).fill(0);
    const code = randomCode(DIGITS, 250, replay(allBytes));
    for (const d of code) counts[Number(d)]! += 1;
    expect(new Set(counts)).toEqual(new Set([25]));
  });

  it('codes do not repeat in practice', () => {
    const seen = new Set(Array.from({ length: 5_000 }, () => userCode(secure)));
    expect(seen.size).toBe(5_000);
  });

  it('refuses bad alphabets, lengths and random sources', () => {
    expect(() => randomCode('A', 4, secure)).toThrow(RangeError);
    expect(() => randomCode('AAB', 4, secure)).toThrow(RangeError);
    expect(() => randomCode('AB', 0, secure)).toThrow(RangeError);
    expect(() => randomCode('AB', 2.5, secure)).toThrow(RangeError);
    expect(() => randomCode('AB', 4, () => new Uint8Array(0))).toThrow(Error);
  });
});

describe('normaliseCode and validation', () => {
  it.each([
    ['ab12cd', 'AB12CD'],
    [' ab 12-cd ', 'AB12CD'],
    ['O0Il1', '00111'],
    ['k7m–9pq', 'K7M9PQ'],
    ['ＡＢ１２ＣＤ', 'AB12CD'], // full-width input from some keyboards
  ])('"%s" → "%s"', (input, code) => {
    expect(normaliseCode(input)).toBe(code);
  });

  it.each([
    ['AB12CD', true], ['ab12cd', false], ['AB12C', false], ['AB12CDE', false], ['AB1OCD', false],
    ['AB1ICD', false], ['AB1UCD', false],
  ])('isMovementCode(%s) = %s', (code, ok) => {
    expect(isMovementCode(code)).toBe(ok);
  });

  it('checks user, invitation and reset codes', () => {
    expect(isUserCode('0123ABCD')).toBe(true);
    expect(isUserCode('0123ABC')).toBe(false);
    expect(isInvitationCode(normaliseCode('k7m9-pq2z'))).toBe(true);
    expect(isResetCode('012345')).toBe(true);
    expect(isResetCode('01234A')).toBe(false);
    expect(isResetCode('1234567')).toBe(false);
  });
});
