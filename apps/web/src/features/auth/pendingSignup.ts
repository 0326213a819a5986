/**
 * The password a farmer just chose, kept in this page's memory only (never in storage or the URL) from the
 * sign-up form to the phone check, so the new account can log straight in once the code is confirmed. After
 * a reload it is gone, and the farmer logs in by hand.
 */
let pending: { phone: string; password: string } | null = null;

export function rememberSignupPassword(phone: string, password: string): void {
  pending = { phone, password };
}

/** The password for this phone, once: it is forgotten as it is read. */
export function takeSignupPassword(phone: string): string | null {
  if (pending?.phone !== phone) return null;
  const { password } = pending;
  pending = null;
  return password;
}
