/**
 * Lets code outside React (session, start-up checks) move the app to another page.
 * The router registers itself at start; before that a full page load is the fallback.
 */
export type Navigate = (to: string, options: { replace: boolean }) => void;

let navigate: Navigate = (to, { replace }) => {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function goTo(to: string, options: { replace: boolean } = { replace: false }): void {
  navigate(to, options);
}
