import { LANGUAGES, type Language } from '@coldroom/contract';

/**
 * The first of the phone's preferred languages (navigator.languages, e.g. `hi-IN`, `pt-BR`) that the app
 * ships, by its base language; null when none is.
 */
export function phoneLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const found = LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return null;
}
