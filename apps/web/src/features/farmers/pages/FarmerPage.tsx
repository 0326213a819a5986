import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormError } from '../../../components/forms/FormError';
import { PageHeader } from '../../../components/PageHeader';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { QueryStatus } from '../../../components/QueryStatus';
import { showToast } from '../../../components/toast';
import { formatDate, fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useFarmer } from '../api/farmer';
import { useRemoveFarmer } from '../api/removeFarmer';
import { EditFarmerForm } from '../components/EditFarmerForm';

/** farmer/{id}: a farmer's details, their code, and removal when allowed. */
export function FarmerPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { role } = useSession();
  const id = Number(useParams().id);
  const farmer = useFarmer(id);
  const remove = useRemoveFarmer();
  const data = farmer.data;
  const name = data ? fullName(data.firstName, data.lastName) : t('pages.editFarmer');
  const staff = role === 'Service Provider' || role === 'Operator';

  const confirmRemove = async () => {
    if (!(await openConfirmation({ messageKey: 'farmers.removeQuestion', values: { name } }))) return;
    remove.mutate(id, {
      onSuccess: () => {
        showToast('farmers.removed', 'success');
        void navigate('/farmers', { replace: true });
      },
    });
  };

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
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Text size="sm">{data.isWalkIn ? t('errors.walk_in_not_deletable') : t('farmers.removeHint')}</Text>
                  <FormError error={remove.error} />
                  {!data.isWalkIn && (
                    <Button color="red" variant="light" leftSection={<IconUserMinus size={18} />} loading={remove.isPending} onClick={() => void confirmRemove()}>
                      {t('farmers.remove')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            )}
          </>
        )}
      </QueryStatus>
    </Stack>
  );
}
