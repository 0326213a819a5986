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

/** Every form of the app: on submit, once React has drawn the errors, the first field in error takes focus. */
export function watchFormSubmits(target: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement) setTimeout(() => focusFirstError(form), 0);
  };
  target.addEventListener('submit', onSubmit);
  return () => target.removeEventListener('submit', onSubmit);
}
