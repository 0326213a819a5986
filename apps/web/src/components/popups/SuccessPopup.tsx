import { SUCCESS_POPUP_MS } from '@coldroom/contract';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenOverlaysReady } from '../../lib/overlays';
import { IconCircleCheck } from '@tabler/icons-react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDialogName } from './useDialogName';

let sequence = 0;

/** Spec §2: a success popup closes itself after 5 seconds (or earlier when dismissed). */
export function openSuccessPopup(messageKey: string, values?: Record<string, string | number>): Promise<void> {
  sequence += 1;
  const modalId = `success-${sequence}`;
  return whenOverlaysReady().then(() => new Promise<void>((resolve) => {
    const timer = setTimeout(() => modals.close(modalId), SUCCESS_POPUP_MS);
    modals.open({
      modalId,
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('shared.close') },
      onClose: () => {
        clearTimeout(timer);
        resolve();
      },
      children: <SuccessBody messageKey={messageKey} values={values} />,
    });
  }));
}

function SuccessBody({ messageKey, values }: { messageKey: string; values?: Record<string, string | number> }) {
  const { t } = useTranslation();
  const name = useDialogName();
  return (
    <Stack align="center" gap="md" pb="md">
      <ThemeIcon color="green" variant="light" size={64} radius="xl" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Text ta="center" size="lg" role="status" {...name}>
        {t(messageKey, values)}
      </Text>
    </Stack>
  );
}
