import { DEFAULT_LANGUAGE, LANGUAGES, languageDirection } from '@coldroom/contract';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_LOAD_PATH } from './config';
import { I18N_CACHE } from './offlineCaches';
import { getLanguage, storeLanguage } from './storage';

// The page's lang and dir attributes follow the display language (screen readers, hyphenation, font choice;
// Arabic is laid out right to left).
// Set only when they change: written again with the same value at start, the attribute made the phone style
// the whole page once more (the saved page of the daily open, issue 25's Lighthouse trace).
i18n.on('languageChanged', (language: string) => {
  const root = document.documentElement;
  const direction = languageDirection(language);
  if (root.lang !== language) root.lang = language;
  if (root.dir !== direction) root.dir = direction;
});


export function translationUrl(language: string): string {
  return I18N_LOAD_PATH.replace('{{lng}}', language);
}

/**
 * Loads /assets/i18n/{lang}.json. On a first visit the page fetches its language before the service worker
 * controls it, so the answer is also put in the worker's translation cache: the app then starts offline in
 * the user's language. Only the languages in use are ever downloaded.
 */
const translationBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const url = translationUrl(language);
    fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        if (typeof caches !== 'undefined') void keepForOffline(url, response.clone());
        callback(null, (await response.json()) as ResourceKey);
      })
      .catch((error: unknown) => callback(error as Error, false));
  },
};

async function keepForOffline(url: string, response: Response): Promise<void> {
  try {
    const cache = await caches.open(I18N_CACHE);
    await cache.put(url, response);
  } catch {
    // Private windows and full storage refuse the cache: the app works online all the same.
  }
}

/** Translations come from /assets/i18n/{lang}.json; English is the default and the fallback (spec §9). */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(translationBackend)
    .use(initReactI18next)
    .init({
      lng: getLanguage() ?? DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    });
}

/**
 * Switches the display language; an unsupported one is neither stored nor applied (spec §4). The language
 * already shown is only stored: i18next announces every change, to the same language too, and each component
 * that translates then draws itself again (react-i18next's store), at once and all together. After Log in
 * that redrew the whole new main page in one blocking task on the slow phone (issue 25's profile).
 */
export async function applyLanguage(language: string): Promise<boolean> {
  if (!storeLanguage(language)) return false;
  if (!i18n.isInitialized || i18n.language !== language) await i18n.changeLanguage(language);
  return true;
}
