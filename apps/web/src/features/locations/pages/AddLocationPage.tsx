import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { storedCompany, useCompany } from '../../../lib/company';
import { useCreateLocation } from '../api/createLocation';
import { LocationForm } from '../components/LocationForm';
import { emptyLocation } from '../validation';

/** `add-location` (service providers): name, place (device, map, coordinates or address) and address. */
export function AddLocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLocation();
  // The company's country is the likely one; without a connection the form opens without it.
  const company = useCompany();
  const country = company.data?.country ?? storedCompany()?.country;
  const waiting = company.isPending && !country;
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={t('pages.addLocation')} back={{ to: '/locations', labelKey: 'pages.locations' }} />
      {waiting ? (
        <Center py="xl">
          <Loader aria-label={t('rooms.fields.loading')} />
        </Center>
      ) : (
        <LocationForm
          initialValues={{ ...emptyLocation('coordinates'), country: typeof country === 'string' ? country : '' }}
          submitLabel={t('locations.form.create')}
          onSubmit={async (body) => {
            const location = await create.mutateAsync(body);
            void openSuccessPopup('locations.form.created', { name: location.name });
            await navigate(`/locations/${location.id}`);
          }}
        />
      )}
    </Stack>
  );
}
