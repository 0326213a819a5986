import { describe, expect, it } from 'vitest';
import { phoneLanguage } from './phoneLanguage';

describe("the phone's language", () => {
  it('is the first preferred language the app ships, by its base', () => {
    expect(phoneLanguage(['or-IN', 'en-US'])).toBe('or');
    expect(phoneLanguage(['de-DE', 'pt_BR', 'fr'])).toBe('pt');
    expect(phoneLanguage(['HI'])).toBe('hi');
  });

  it('finds the eleven, the five of issue 31 among them', () => {
    expect(phoneLanguage(['ha-NG', 'en'])).toBe('ha');
    expect(phoneLanguage(['yo'])).toBe('yo');
    expect(phoneLanguage(['ig-NG'])).toBe('ig');
    expect(phoneLanguage(['sw-KE', 'pt_BR'])).toBe('sw');
    expect(phoneLanguage(['ar-SD', 'fr'])).toBe('ar');
  });

  it('is none when the phone prefers only languages not shipped', () => {
    expect(phoneLanguage(['zu-ZA', 'de'])).toBeNull();
    expect(phoneLanguage([])).toBeNull();
  });
});
