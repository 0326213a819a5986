/**
 * Issue 16 (WCAG 3.3.1): after a form is sent with errors, focus moves to its first field in error, so a
 * screen reader reads that field and, through the aria-describedby Mantine gives it, its error. Answers
 * whether there was a field to focus.
 */
export function focusFirstError(root: ParentNode): boolean {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/** How long after a submit a field marked wrong by the server's answer still takes focus. */
export const SERVER_ERRORS_WAIT_MS = 30_000;

/** The person has moved into a field of the form since sending it: focus is theirs, not ours. */
function typingIn(form: HTMLFormElement): boolean {
  const active = form.ownerDocument.activeElement;
  return active instanceof HTMLElement && form.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * Every form of the app: on submit, once React has drawn the errors, the first field in error takes focus.
 * When the form had none, the server may still refuse a field (a phone already registered, say): the
 * first field it marks takes focus when the answer comes, unless the person has moved into a field.
 */
export function watchFormSubmits(target: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    setTimeout(() => {
      if (focusFirstError(form)) return;
      const observer = new MutationObserver(() => {
        if (typingIn(form)) return stop();
        if (focusFirstError(form)) stop();
      });
      const timer = setTimeout(() => stop(), SERVER_ERRORS_WAIT_MS);
      function stop() {
        observer.disconnect();
        clearTimeout(timer);
      }
      observer.observe(form, { attributes: true, attributeFilter: ['aria-invalid'], subtree: true });
    }, 0);
  };
  target.addEventListener('submit', onSubmit);
  return () => target.removeEventListener('submit', onSubmit);
}
