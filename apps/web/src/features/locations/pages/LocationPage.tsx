import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingWarehouse, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { QueryStatus } from '../../../components/QueryStatus';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useDeleteLocation } from '../api/deleteLocation';
import { useLocation } from '../api/getLocation';
import { useUpdateLocation } from '../api/updateLocation';
import { LocationDetails } from '../components/LocationDetails';
import { LocationForm } from '../components/LocationForm';
import { toLocationValues } from '../toRequest';

/** `locations/{id}`: service providers edit or delete it; everyone else sees it. */
export function LocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { role, loggedIn } = useSession();
  const query = useLocation(id);
  const update = useUpdateLocation(id);
  const remove = useDeleteLocation(id);
  const location = query.data;
  const canEdit = role === 'Service Provider';

  const askDelete = async () => {
    if (!location) return;
    const sure = await openConfirmation({ messageKey: 'locations.delete.question', values: { name: location.name } });
    if (!sure) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast('locations.delete.done', 'success');
        void navigate('/locations', { replace: true });
      },
    });
  };

  const deleteButton = (
    <Button color="red" variant="light" leftSection={<IconTrash size={18} />} loading={remove.isPending} onClick={() => void askDelete()} fullWidth>
      {t('locations.delete.button')}
    </Button>
  );
  const deleteFailure = remove.isError && (
    <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert" title={t(errorMessageKey(remove.error))}>
      {remove.error instanceof ApiError && remove.error.status > 0 && <Text size="sm">{remove.error.message}</Text>}
    </Alert>
  );

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={location?.name ?? t('pages.editLocation')} back={{ to: '/locations', labelKey: 'pages.locations' }} />
      <QueryStatus query={query}>
        {location && (
          <Stack gap="md">
            {loggedIn && location.cooling_unit_count > 0 && (
              <Button component={Link} to={`/cooling-units?location=${location.id}`} variant="light" leftSection={<IconBuildingWarehouse size={18} />}>
                {t('locations.details.showRooms')}
              </Button>
            )}
            {canEdit ? (
              <LocationForm
                key={location.id}
                initialValues={toLocationValues(location)}
                submitLabel={t('locations.form.save')}
                onSubmit={async (body) => {
                  await update.mutateAsync(body);
                  showToast('locations.form.saved', 'success');
                }}
                actions={
                  <>
                    {deleteFailure}
                    {deleteButton}
                  </>
                }
              />
            ) : (
              <LocationDetails location={location} />
            )}
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
