import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useCompany } from '../../../lib/company';
import { useSession } from '../../../lib/session';
import { managementCardsFor } from '../cards';
import { NavCardLink } from '../../../components/NavCardLink';
import { SmsOutbox } from '../components/SmsOutbox';

/** management: one card for each place the role manages; service providers also see the SMS sent. */
export function ManagementPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const company = useCompany(role !== null);
  const cards = managementCardsFor(role);
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.management')} subtitle={company.data?.name} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {cards.map((card) => (
          <NavCardLink key={card.path} card={card} />
        ))}
      </SimpleGrid>
      {role === 'Service Provider' && <SmsOutbox />}
    </Stack>
  );
}
