import { DEFAULT_LANGUAGE } from '@coldroom/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/assets/i18n/en.json';

/** English from the real file, loaded synchronously (the app itself loads it over HTTP). */
export function initTestI18n() {
  return i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
