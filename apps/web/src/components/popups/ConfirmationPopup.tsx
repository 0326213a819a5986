import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenOverlaysReady } from '../../lib/overlays';
import { IconCircleCheck } from '@tabler/icons-react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDialogName } from './useDialogName';

export interface ConfirmationOptions {
  /** Translation key of the message. */
  messageKey: string;
  values?: Record<string, string | number>;
  /** Show Cancel and Confirm (default true). Without them the popup is only dismissed. */
  buttons?: boolean;
}

let sequence = 0;

/** Spec §2: success icon, translated message, optional Cancel/Confirm. Resolves true only on Confirm. */
export function openConfirmation({ messageKey, values, buttons = true }: ConfirmationOptions): Promise<boolean> {
  sequence += 1;
  const modalId = `confirmation-${sequence}`;
  return whenOverlaysReady().then(() => new Promise<boolean>((resolve) => {
    let answer = false;
    const answerWith = (value: boolean) => {
      answer = value;
      modals.close(modalId);
    };
    modals.open({
      modalId,
      centered: true,
      withCloseButton: !buttons,
      closeButtonProps: { 'aria-label': i18n.t('shared.close') },
      onClose: () => resolve(answer),
      children: <ConfirmationBody messageKey={messageKey} values={values} buttons={buttons} onAnswer={answerWith} />,
    });
  }));
}

interface BodyProps extends Required<Pick<ConfirmationOptions, 'messageKey' | 'buttons'>> {
  values: ConfirmationOptions['values'];
  onAnswer: (value: boolean) => void;
}

function ConfirmationBody({ messageKey, values, buttons, onAnswer }: BodyProps) {
  const { t } = useTranslation();
  const name = useDialogName();
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon color="green" variant="light" size={64} radius="xl" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Text ta="center" size="lg" {...name}>
        {t(messageKey, values)}
      </Text>
      {buttons && (
        <Group grow w="100%">
          <Button variant="default" onClick={() => onAnswer(false)}>
            {t('shared.cancel')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{t('shared.confirm')}</Button>
        </Group>
      )}
    </Stack>
  );
}
