import { releaseAtLogout, unsentAtLogout } from '../lib/offline/logout';
import { getStoredUser, logout } from '../lib/session';
import { openConfirmation } from './popups/ConfirmationPopup';

/**
 * Asks first: on a small phone the logout button is easy to hit by mistake. Operations still waiting are
 * named: they stay on the device for this user and go when this user logs in again.
 */
export async function confirmLogout(): Promise<boolean> {
  const userId = getStoredUser()?.id;
  const unsent = userId === undefined ? { count: 0, keepDeviceIds: new Set<string>() } : await unsentAtLogout(userId);
  const confirmed = await openConfirmation(unsent.count > 0 ? { messageKey: 'sync.logoutWithQueue', values: { count: unsent.count } } : { messageKey: 'shared.logoutQuestion' });
  if (confirmed) {
    // Started before logout() so its request still carries the token.
    if (userId !== undefined) void releaseAtLogout(userId, unsent.keepDeviceIds);
    logout();
  }
  return confirmed;
}
