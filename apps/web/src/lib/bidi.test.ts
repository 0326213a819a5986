import { describe, expect, it } from 'vitest';
import { leftToRight } from './bidi';

describe('leftToRight', () => {
  it('isolates a phone number left to right, and leaves nothing as nothing', () => {
    expect(leftToRight('+2348031234567')).toBe('\u2066+2348031234567\u2069');
    expect(leftToRight(null)).toBe('');
    expect(leftToRight('')).toBe('');
  });
});
