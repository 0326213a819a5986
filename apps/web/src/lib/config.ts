import { API_PREFIX } from '@coldroom/contract';

/** Where the API lives: `/api` on the same origin by default; the native apps set an absolute URL at build time. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? API_PREFIX;

/** The app's public address, used in SMS links (the server accepts only its own configured address). */
export function appPublicUrl(): string {
  return (import.meta.env.VITE_PUBLIC_URL ?? window.location.origin).replace(/\/+$/, '');
}

/** A file path the API answers with ("/api/files/…"), made absolute when the API lives on another host. */
export function apiFileUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || !/^[a-z][a-z\d+.-]*:\/\//i.test(API_BASE)) return path;
  return new URL(path, API_BASE).toString();
}

/** Spec §9: the environment version. Bumping it (or the storage format) wipes every phone's stored data once. */
export const ENVIRONMENT_VERSION = 0;
const STORAGE_FORMAT = 1;
export const STORAGE_CONTROL_MARKER = `coldroom-${STORAGE_FORMAT}-${ENVIRONMENT_VERSION}`;

/** Translation files are served beside the app: /assets/i18n/{lang}.json (spec §7, §9). */
export const I18N_LOAD_PATH = `${import.meta.env.BASE_URL}assets/i18n/{{lng}}.json`;
