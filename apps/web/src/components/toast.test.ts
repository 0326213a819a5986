import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { whenTranslated } from './toast';

describe('a toast shown before the translations have loaded', () => {
  it('waits for them, then shows once, in words', async () => {
    const translations = i18next.createInstance();
    const seen: string[] = [];
    whenTranslated(translations, () => seen.push(translations.t('analytics.online')));
    expect(seen).toEqual([]);
    await translations.init({ lng: 'en', resources: { en: { translation: { analytics: { online: 'You are online.' } } } } });
    expect(seen).toEqual(['You are online.']);
    // A later language change does not show it again.
    await translations.changeLanguage('en');
    expect(seen).toHaveLength(1);
  });

  it('shows at once when they are already in', () => {
    const show = vi.fn();
    whenTranslated({ isInitialized: true, on: vi.fn(), off: vi.fn() } as never, show);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
