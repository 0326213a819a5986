import { TOAST_MS } from '@coldroom/contract';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';

export type ToastTone = 'success' | 'danger' | 'info';
const COLOURS: Record<ToastTone, string> = { success: 'green', danger: 'red', info: 'blue' };

let shown = 0;

/**
 * Calls `show` once the translations are in: at once when they are, else when i18next has loaded them (or
 * given up). The start-up toast of a first visit's login form comes before they arrive; shown at once it
 * read "analytics.online".
 */
export function whenTranslated(translations: Pick<typeof i18n, 'isInitialized' | 'on' | 'off'>, show: () => void): void {
  if (translations.isInitialized) {
    show();
    return;
  }
  const once = () => {
    translations.off('initialized', once);
    show();
  };
  translations.on('initialized', once);
}

/** Spec §2: toasts last 3 seconds unless told otherwise. The message is a translation key (with its values). */
export function showToast(messageKey: string, tone: ToastTone = 'info', duration: number = TOAST_MS, values?: Record<string, unknown>): string {
  const id = `toast-${(shown += 1)}`;
  whenTranslated(i18n, () =>
    notifications.show({
      id,
      message: values ? i18n.t(messageKey, values) : i18n.t(messageKey),
      color: COLOURS[tone],
      // A failure interrupts the screen reader; news such as "You are online" waits its turn (WCAG 4.1.3).
      role: tone === 'danger' ? 'alert' : 'status',
      autoClose: duration,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': i18n.t('shared.close'), size: 'xl' },
    }),
  );
  return id;
}
