import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { useSession } from '../../../lib/session';
import { useCreateCoolingUnit } from '../api/createCoolingUnit';
import { CoolingUnitForm } from '../components/CoolingUnitForm';
import { emptyRoom } from '../roomForm';
import { useCompanyCurrency } from '../useCurrency';

/** `add-cooling-unit`: a service provider adds a room with its crops, prices and operators. */
export function AddCoolingUnitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { role } = useSession();
  const currency = useCompanyCurrency();
  const create = useCreateCoolingUnit();
  const back = { to: '/cooling-units', labelKey: 'pages.coolingUnits' };

  let body;
  if (role !== 'Service Provider') {
    body = (
      <Alert color="gray" icon={<IconLock size={20} />}>
        {t('rooms.onlyServiceProviders')}
      </Alert>
    );
  } else if (!currency) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('rooms.fields.loading')} />
      </Center>
    );
  } else {
    body = (
      <CoolingUnitForm
        initialValues={{ ...emptyRoom(), location: params.get('location') }}
        currency={currency}
        submitLabel={t('rooms.form.create')}
        onSubmit={async (request) => {
          const room = await create.mutateAsync(request);
          void openSuccessPopup('rooms.form.created', { name: room.name });
          await navigate(`/cooling-units/${room.id}`);
        }}
      />
    );
  }
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={t('pages.addCoolingUnit')} back={back} />
      {body}
    </Stack>
  );
}
