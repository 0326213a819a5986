import type { CoolingUnit } from '@coldroom/contract';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/errors';
import { useDeleteCoolingUnit } from '../api/deleteCoolingUnit';
import { useUpdateCoolingUnit } from '../api/updateCoolingUnit';
import { toRoomValues } from '../roomForm';
import { CoolingUnitForm } from './CoolingUnitForm';
import { DeviceKeysPanel } from './DeviceKeysPanel';
import { AlertRuleForm } from '../../alerts/components/AlertRuleForm';
import { SensorSourcePanel } from '../../sensors/components/SensorSourcePanel';

/** Service providers: every field of the room, its sensor keys, and deleting it. */
export function RoomSettings({ room }: { room: CoolingUnit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateCoolingUnit(room.id);
  const remove = useDeleteCoolingUnit(room.id);

  const askDelete = async () => {
    if (!(await openConfirmation({ messageKey: 'rooms.delete.question', values: { name: room.name } }))) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast('rooms.delete.done', 'success');
        void navigate('/cooling-units', { replace: true });
      },
    });
  };

  return (
    <Stack gap="md">
      <CoolingUnitForm
        key={room.updated_at}
        initialValues={toRoomValues(room)}
        currency={room.currency}
        submitLabel={t('rooms.form.save')}
        assignedOperators={room.operators}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          showToast('rooms.form.saved', 'success');
        }}
      />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('alerts.rule.title')}
        </Title>
        <AlertRuleForm roomId={room.id} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('sensors.title')}
        </Title>
        <SensorSourcePanel roomId={room.id} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('rooms.sections.keys')}
        </Title>
        <DeviceKeysPanel roomId={room.id} sensor={room.sensor} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('rooms.delete.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rooms.delete.hint')}
          </Text>
          {remove.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert" title={t(errorMessageKey(remove.error))}>
              {remove.error instanceof ApiError && remove.error.status > 0 && <Text size="sm">{remove.error.message}</Text>}
            </Alert>
          )}
          <Button color="red" variant="light" leftSection={<IconTrash size={18} />} loading={remove.isPending} onClick={() => void askDelete()}>
            {t('rooms.delete.button')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
