import { logout } from '../lib/session';
import { openConfirmation } from './popups/ConfirmationPopup';

/** Asks first: on a small phone the logout button is easy to hit by mistake. */
export async function confirmLogout(): Promise<boolean> {
  const confirmed = await openConfirmation({ messageKey: 'shared.logoutQuestion' });
  if (confirmed) logout();
  return confirmed;
}
