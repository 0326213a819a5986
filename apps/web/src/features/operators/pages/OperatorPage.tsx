import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormError } from '../../../components/forms/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { QueryStatus } from '../../../components/QueryStatus';
import { showToast } from '../../../components/toast';
import { formatDateTime, fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useOperator } from '../api/operator';
import { useRemoveOperator } from '../api/removeOperator';
import { EditOperatorForm } from '../components/EditOperatorForm';

/** operator/{id}: edit an operator, their rooms, or remove them from the company. */
export function OperatorPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { role } = useSession();
  const id = Number(useParams().id);
  const operator = useOperator(id);
  const remove = useRemoveOperator();
  const name = operator.data ? fullName(operator.data.firstName, operator.data.lastName) : t('pages.editOperator');

  const confirmRemove = async () => {
    if (!(await openConfirmation({ messageKey: 'operators.removeQuestion', values: { name } }))) return;
    remove.mutate(id, {
      onSuccess: () => {
        showToast('operators.removed', 'success');
        void navigate('/operators', { replace: true });
      },
    });
  };

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={name} back={{ to: '/operators', labelKey: 'pages.operators' }} />
      <QueryStatus query={operator}>
        {operator.data && (
          <>
            <Text c="dimmed" size="sm">
              {t('people.lastLogin', { time: formatDateTime(operator.data.lastLogin, i18n.language) ?? t('people.never') })}
            </Text>
            <Paper withBorder p="md" radius="md">
              <EditOperatorForm key={operator.data.id} operator={operator.data} />
            </Paper>
            {role === 'Service Provider' && (
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Text size="sm">{t('operators.removeHint')}</Text>
                  <FormError error={remove.error} />
                  <Button color="red" variant="light" leftSection={<IconUserMinus size={18} />} loading={remove.isPending} onClick={() => void confirmRemove()}>
                    {t('operators.remove')}
                  </Button>
                </Stack>
              </Paper>
            )}
          </>
        )}
      </QueryStatus>
    </Stack>
  );
}
