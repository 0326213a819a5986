import i18n from 'i18next';
import { ApiError, NETWORK_ERROR } from './api';

/** The translation key for any failure: `errors.<code>` when we have a text for that code. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (error.code === NETWORK_ERROR || i18n.exists(key)) return key;
  }
  if (error instanceof TypeError) return `errors.${NETWORK_ERROR}`;
  return 'errors.unknown';
}
