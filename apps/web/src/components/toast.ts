import { TOAST_MS } from '@coldroom/contract';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';

export type ToastTone = 'success' | 'danger' | 'info';
const COLOURS: Record<ToastTone, string> = { success: 'green', danger: 'red', info: 'blue' };

/** Spec §2: toasts last 3 seconds unless told otherwise. The message is a translation key. */
export function showToast(messageKey: string, tone: ToastTone = 'info', duration: number = TOAST_MS): string {
  return notifications.show({
    message: i18n.t(messageKey),
    color: COLOURS[tone],
    // A failure interrupts the screen reader; news such as "You are online" waits its turn (WCAG 4.1.3).
    role: tone === 'danger' ? 'alert' : 'status',
    autoClose: duration,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('shared.close') },
  });
}
