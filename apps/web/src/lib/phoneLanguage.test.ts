import { describe, expect, it } from 'vitest';
import { phoneLanguage } from './phoneLanguage';

describe("the phone's language", () => {
  it('is the first preferred language the app ships, by its base', () => {
    expect(phoneLanguage(['or-IN', 'en-US'])).toBe('or');
    expect(phoneLanguage(['sw-KE', 'pt_BR', 'fr'])).toBe('pt');
    expect(phoneLanguage(['HI'])).toBe('hi');
  });

  it('is none when the phone prefers only languages not shipped', () => {
    expect(phoneLanguage(['sw-KE', 'de'])).toBeNull();
    expect(phoneLanguage([])).toBeNull();
  });
});
