import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { RemovePersonPanel } from '../../../components/RemovePersonPanel';
import { formatDateTime, fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useOperator } from '../api/operator';
import { useRemoveOperator } from '../api/removeOperator';
import { EditOperatorForm } from '../components/EditOperatorForm';

/** operator/{id}: edit an operator, their rooms, or remove them from the company. */
export function OperatorPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const id = Number(useParams().id);
  const operator = useOperator(id);
  const remove = useRemoveOperator();
  const name = operator.data ? fullName(operator.data.firstName, operator.data.lastName) : t('pages.editOperator');

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
              <RemovePersonPanel
                id={id}
                name={name}
                remove={remove}
                hint={t('operators.removeHint')}
                questionKey="operators.removeQuestion"
                doneKey="operators.removed"
                buttonKey="operators.remove"
                listPath="/operators"
              />
            )}
          </>
        )}
      </QueryStatus>
    </Stack>
  );
}
