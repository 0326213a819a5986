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

/** What shows that a person has started to use the form before the app. */
const FIRST_USE_EVENTS = ['click', 'keydown', 'focusin', 'input', 'change'] as const;

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLInputElement && (target.name === 'username' || target.name === 'password');

/**
 * Whether an event is a use that the app's form may follow at once. A tap counts once it is over (a click:
 * taken over between the press and the release, the tap would be lost); a field's focus counts for the
 * phone and password fields only (the app's form keeps the focus and the caret); the language list counts
 * once a language is chosen (taken over while open, the list would close).
 */
function isUse(event: Event): boolean {
  const picker = event.target instanceof HTMLSelectElement;
  if (event.type === 'focusin' || event.type === 'input') return isTextField(event.target);
  if (event.type === 'change') return picker;
  return !picker;
}

/**
 * Resolves once the visitor starts to use the form before the app (a tap, a key, the phone or password
 * field's focus, a language chosen), or at once when there is no such form or it is already in use. Until
 * then the app's form need not be drawn: the form takes keys by itself, and the app's form takes over what
 * was typed.
 */
export function whenBootLoginUsed(doc: Document = document): Promise<void> {
  const box = doc.getElementById(BOX_ID);
  if (!box || isInUse(box, doc)) return Promise.resolve();
  return new Promise((resolve) => {
    const used = (event: Event) => {
      if (!isUse(event)) return;
      for (const type of FIRST_USE_EVENTS) doc.removeEventListener(type, used, true);
      resolve();
    };
    for (const type of FIRST_USE_EVENTS) doc.addEventListener(type, used, { capture: true, passive: true });
  });
}

function isInUse(box: HTMLElement, doc: Document): boolean {
  if (isTextField(doc.activeElement) && box.contains(doc.activeElement)) return true;
  if (box.querySelector('form')?.getAttribute('data-submitted') === 'true') return true;
  return [...box.querySelectorAll<HTMLInputElement>('input[name="username"], input[name="password"]')].some((input) => input.value !== input.defaultValue);
}

/** Whether the form before the app gave the start's network toast (spec §2) already, so the app does not. */
export function bootAnnouncedNetwork(): boolean {
  return (window as unknown as { coldroomAnnouncedNetwork?: boolean }).coldroomAnnouncedNetwork === true;
}
