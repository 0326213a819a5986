import type { Language, UserType } from '@coldroom/contract';
import { isLanguage } from '@coldroom/contract';
import i18n from 'i18next';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { showToast } from '../../../components/toast';
import { tidyPhone } from '../../../lib/formRules';
import { login } from '../api/login';

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * After a sign-up the new account logs straight in with what was just typed. Should that fail (a slow
 * network), the account still exists: the user is told so and lands on the login form.
 */
export async function logInAfterSignup(phone: string, password: string, userType: UserType): Promise<boolean> {
  try {
    await login({ username: tidyPhone(phone), password, userType, language: currentLanguage() });
    void openSuccessPopup('auth.signupDone');
    return true;
  } catch {
    showToast('auth.signupDoneLogIn', 'success', 6000);
    return false;
  }
}
