import { DEFAULT_LANGUAGE, LANGUAGES } from '@coldroom/contract';
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { I18N_LOAD_PATH } from './config';
import { getLanguage, storeLanguage } from './storage';

// The page's lang attribute follows the display language (screen readers, hyphenation, font choice).
i18n.on('languageChanged', (language: string) => {
  document.documentElement.lang = language;
});

/** Translations come from /assets/i18n/{lang}.json; English is the default and the fallback (spec §9). */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: getLanguage() ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      backend: { loadPath: I18N_LOAD_PATH },
      interpolation: { escapeValue: false },
    });
}

/** Switches the display language; an unsupported one is neither stored nor applied (spec §4). */
export async function applyLanguage(language: string): Promise<boolean> {
  if (!storeLanguage(language)) return false;
  await i18n.changeLanguage(language);
  return true;
}
