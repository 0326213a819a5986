import { API_PREFIX } from '@coldroom/contract';

/** Where the API lives: `/api` on the same origin by default; the native apps set an absolute URL at build time. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? API_PREFIX;

/** Spec §9: the environment version. Bumping it (or the storage format) wipes every phone's stored data once. */
export const ENVIRONMENT_VERSION = 0;
const STORAGE_FORMAT = 1;
export const STORAGE_CONTROL_MARKER = `coldroom-${STORAGE_FORMAT}-${ENVIRONMENT_VERSION}`;

/** Translation files are served beside the app: /assets/i18n/{lang}.json (spec §7, §9). */
export const I18N_LOAD_PATH = `${import.meta.env.BASE_URL}assets/i18n/{{lng}}.json`;
