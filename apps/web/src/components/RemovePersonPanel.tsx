import { Button, Paper, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from './forms/FormError';
import { openConfirmation } from './popups/ConfirmationPopup';
import { showToast } from './toast';

interface RemovePersonPanelProps {
  id: number;
  name: string;
  /** The DELETE of this kind of person. */
  remove: UseMutationResult<void, Error, number>;
  /** Already translated: what removing means, or why it is not possible. */
  hint: string;
  /** Translation keys: the confirmation question (with {{name}}), the toast after it, the button. */
  questionKey: string;
  doneKey: string;
  buttonKey: string;
  /** Where to go once removed (the list). */
  listPath: string;
  /** False keeps the hint but offers no button (e.g. the walk-in customer). */
  removable?: boolean;
}

/** The end of a person's page (farmer, operator): remove them after a confirmation, then back to the list. */
export function RemovePersonPanel({ id, name, remove, hint, questionKey, doneKey, buttonKey, listPath, removable = true }: RemovePersonPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const confirmRemove = async () => {
    if (!(await openConfirmation({ messageKey: questionKey, values: { name } }))) return;
    remove.mutate(id, {
      onSuccess: () => {
        showToast(doneKey, 'success');
        void navigate(listPath, { replace: true });
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text size="sm">{hint}</Text>
        <FormError error={remove.error} />
        {removable && (
          <Button color="red" variant="light" leftSection={<IconUserMinus size={18} />} loading={remove.isPending} onClick={() => void confirmRemove()}>
            {t(buttonKey)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
