import { Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmerPicker, type PickedFarmer } from '../../../components/operations/FarmerPicker';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSession } from '../../../lib/session';
import { useFarmerSurvey } from '../api/farmerSurvey';
import { FarmerSurveyForm } from '../components/FarmerSurveyForm';

/** farmer-survey: a farmer fills their own baseline survey; staff pick one of the company's farmers first. */
export function FarmerSurveyPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const farmerRole = role === 'Farmer';
  const [picked, setPicked] = useState<PickedFarmer | null>(null);
  const farmerId = farmerRole ? null : (picked?.id ?? null);
  const query = useFarmerSurvey(farmerId, farmerRole || farmerId !== null);
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <PageHeader title={t('pages.farmerSurvey')} subtitle={t('surveys.farmerIntro')} back={{ to: '/', labelKey: 'nav.home' }} />
        {!farmerRole && <FarmerPicker value={picked} onChange={setPicked} label={t('surveys.pickFarmer')} withoutWalkIn required />}
        {(farmerRole || farmerId !== null) && (
          <QueryStatus query={query}>{query.data && <FarmerSurveyForm key={query.data.farmer.id} data={query.data} staff={!farmerRole} />}</QueryStatus>
        )}
      </Stack>
    </Container>
  );
}
