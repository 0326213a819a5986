/**
 * The login form drawn before the app (boot/login.js, issue 25), handed over to the app's own form: what was
 * typed, the user type, the focused field and its caret, the language picked there, and whether Log in was
 * already tapped.
 */
export interface BootLogin {
  userType: string;
  username: string;
  password: string;
  focus: { field: 'username' | 'password'; start: number | null; end: number | null } | null;
  submitted: boolean;
  language: string | null;
}

const BOX_ID = 'boot-login';

function field(box: HTMLElement, name: string): HTMLInputElement | null {
  return box.querySelector<HTMLInputElement>(`input[name="${name}"]`);
}

/** What the form before the app holds now, or null when there is none. Leaves it in place. */
export function readBootLogin(): BootLogin | null {
  const box = document.getElementById(BOX_ID);
  if (!box) return null;
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && box.contains(active) && (active.name === 'username' || active.name === 'password') ? active : null;
  return {
    userType: box.querySelector<HTMLInputElement>('input[name="userType"]:checked')?.value ?? 'op',
    username: field(box, 'username')?.value ?? '',
    password: field(box, 'password')?.value ?? '',
    focus: focused ? { field: focused.name as 'username' | 'password', start: focused.selectionStart, end: focused.selectionEnd } : null,
    submitted: box.querySelector('form')?.getAttribute('data-submitted') === 'true',
    language: box.getAttribute('data-language'),
  };
}

/** Removes the form before the app and its styles (the app's own page shows from then on). */
export function releaseBootLogin(): void {
  for (const id of [BOX_ID, 'boot-login-hide', 'boot-login-style']) document.getElementById(id)?.remove();
}
