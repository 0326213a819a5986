import { Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FarmerPicker, type PickedFarmer } from '../../../components/operations/FarmerPicker';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { storedCompany, useCompany } from '../../../lib/company';
import { useSession } from '../../../lib/session';
import { useFarmerSurvey } from '../api/farmerSurvey';
import { defaultSurveyCurrency } from '../commodity';
import { FarmerSurveyForm } from '../components/FarmerSurveyForm';

/** farmer-survey: a farmer fills their own baseline survey; staff pick one of the company's farmers first. */
export function FarmerSurveyPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const farmerRole = role === 'Farmer';
  // The farmer's page opens this with its farmer already chosen.
  const stateFarmer = (useLocation().state as { farmer?: PickedFarmer } | null)?.farmer ?? null;
  const [picked, setPicked] = useState<PickedFarmer | null>(stateFarmer);
  const farmerId = farmerRole ? null : (picked?.id ?? null);
  const query = useFarmerSurvey(farmerId, farmerRole || farmerId !== null);
  // Staff suggest their company's currency: wait for it (a failure falls back to what is stored).
  const company = useCompany(!farmerRole);
  const ready = query.data && (farmerRole || !company.isPending);
  const suggested = query.data
    ? defaultSurveyCurrency({ saved: query.data.survey?.currency ?? null, staff: !farmerRole, companyCurrency: company.data?.currency ?? null, country: query.data.farmer.country, storedCurrency: storedCompany()?.currency ?? null })
    : null;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <PageHeader title={t('pages.farmerSurvey')} subtitle={t('surveys.farmerIntro')} back={{ to: '/', labelKey: 'nav.home' }} />
        {!farmerRole && <FarmerPicker value={picked} onChange={setPicked} label={t('surveys.pickFarmer')} withoutWalkIn required />}
        {(farmerRole || farmerId !== null) && (
          <QueryStatus query={query}>{ready && query.data && <FarmerSurveyForm key={query.data.farmer.id} data={query.data} staff={!farmerRole} suggestedCurrency={suggested} />}</QueryStatus>
        )}
      </Stack>
    </Container>
  );
}
