/**
 * Popups (Mantine's modals) and toasts are drawn by components that load after the first page, so the
 * first download does not carry them (about 30 kB gzip). Opening a popup waits for them; a toast shown
 * before they are there is kept by Mantine's store and appears when they are.
 */
let ready: Promise<void>;
let markReady: () => void;

function pending(): void {
  ready = new Promise((resolve) => {
    markReady = resolve;
  });
}
pending();

/** Resolves once the modals provider listens for popups. */
export function whenOverlaysReady(): Promise<void> {
  return ready;
}

/** Called when the overlays are mounted; the returned function when they go away (tests remount them). */
export function overlaysMounted(): () => void {
  markReady();
  return pending;
}
