import type { Language, User } from '@coldroom/contract';
import { apiFetch } from './api';
import { applyLanguage } from './i18n';
import { getStoredUser, isLoggedIn, syncSession, takePendingUserLanguage } from './session';
import { STORAGE_KEYS, writeItem } from './storage';

/** The picker's choice: applied now and, when logged in, saved on the account (best effort). */
export async function chooseLanguage(language: Language): Promise<void> {
  if (!(await applyLanguage(language))) return;
  const user = getStoredUser();
  if (!isLoggedIn() || !user || user.language === language) return;
  writeItem(STORAGE_KEYS.user, { ...user, language });
  syncSession();
  try {
    await apiFetch<User>(`/user/v1/users/${user.id}/`, { method: 'PUT', body: { language } });
  } catch (error) {
    console.warn('language: not saved on the account', error);
  }
}

/** Called on every navigation: after a login, the first one applies the user's own language. */
export async function applyPendingUserLanguage(): Promise<void> {
  const language = takePendingUserLanguage();
  if (language) await applyLanguage(language);
}
