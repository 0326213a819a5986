import { Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { showToast } from '../../../components/toast';
import { purgeSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/deleteAccount';

/** Deletes one's own account after a confirmation popup; the server refuses while produce is stored. */
export function DeleteAccount({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const ask = async () => {
    if (!(await openConfirmation({ messageKey: 'settings.deleteQuestion' }))) return;
    remove.mutate(userId, {
      onSuccess: () => {
        showToast('settings.deleted', 'success');
        purgeSession();
      },
    });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('settings.deleteHint')}</Text>
      <FormError error={remove.error} />
      <Button color="red" variant="outline" leftSection={<IconTrash size={18} />} loading={remove.isPending} onClick={() => void ask()}>
        {t('settings.deleteAccount')}
      </Button>
    </Stack>
  );
}
