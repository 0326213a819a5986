import { useCallback, useId } from 'react';

/**
 * Names the popup's dialog by its message (issue 16): Mantine names a dialog by its title only, and these
 * popups have none. As the popup opens and takes focus, a screen reader reads the dialog's name, so the
 * success or question is announced. Put `id` and `ref` on the message.
 */
export function useDialogName() {
  const id = useId();
  const ref = useCallback(
    (message: HTMLElement | null) => {
      message?.closest('[role="dialog"]')?.setAttribute('aria-labelledby', id);
    },
    [id],
  );
  return { id, ref };
}
