import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { RemovePersonPanel } from '../../../components/RemovePersonPanel';
import { formatDate, fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useFarmer } from '../api/farmer';
import { useRemoveFarmer } from '../api/removeFarmer';
import { EditFarmerForm } from '../components/EditFarmerForm';

/** farmer/{id}: a farmer's details, their code, and removal when allowed. */
export function FarmerPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const id = Number(useParams().id);
  const farmer = useFarmer(id);
  const remove = useRemoveFarmer();
  const data = farmer.data;
  const name = data ? (data.isWalkIn ? t('glossary.walkInCustomer') : fullName(data.firstName, data.lastName)) : t('pages.editFarmer');
  const staff = role === 'Service Provider' || role === 'Operator';

  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={name} back={{ to: '/farmers', labelKey: 'pages.farmers' }} />
      <QueryStatus query={farmer}>
        {data && (
          <>
            <Group gap="xs">
              <Badge size="lg" variant="outline" style={{ textTransform: 'none' }}>
                {t('farmers.codeIs', { code: data.userCode })}
              </Badge>
              <Badge size="lg" variant="light" color={data.canLogIn ? 'green' : 'yellow'} style={{ textTransform: 'none' }}>
                {data.canLogIn ? t('farmers.hasLogin') : t('farmers.noLogin')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('farmers.joined', { date: formatDate(data.dateJoined, i18n.language) ?? '—' })}
            </Text>
            <Paper withBorder p="md" radius="md">
              <EditFarmerForm key={data.id} farmer={data} />
            </Paper>
            {staff && (
              <RemovePersonPanel
                id={id}
                name={name}
                remove={remove}
                hint={data.isWalkIn ? t('errors.walk_in_not_deletable') : t('farmers.removeHint')}
                removable={!data.isWalkIn}
                questionKey="farmers.removeQuestion"
                doneKey="farmers.removed"
                buttonKey="farmers.remove"
                listPath="/farmers"
              />
            )}
          </>
        )}
      </QueryStatus>
    </Stack>
  );
}
