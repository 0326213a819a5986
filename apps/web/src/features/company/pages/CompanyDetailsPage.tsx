import type { Company } from '@coldroom/contract';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { useCompany } from '../../../lib/company';
import { formatDate } from '../../../lib/format';
import { CompanyFlags } from '../components/CompanyFlags';
import { CompanyForm } from '../components/CompanyForm';

/** company-details: name, country, currency, logo, crops, bank details; the ML flags shown. */
export function CompanyDetailsPage() {
  const { t, i18n } = useTranslation();
  const query = useCompany();
  const company = query.data as Company | undefined;
  const joined = formatDate(company?.date_joined, i18n.language);
  return (
    <Stack gap="md" maw={680}>
      <PageHeader
        title={t('pages.companyDetails')}
        back={{ to: '/management', labelKey: 'pages.management' }}
        subtitle={joined ? t('company.joined', { date: joined }) : undefined}
      />
      <QueryStatus query={query}>
        {company && (
          <>
            <Paper withBorder p="md" radius="md">
              <CompanyForm key={company.id} company={company} />
            </Paper>
            <CompanyFlags company={company} />
          </>
        )}
      </QueryStatus>
    </Stack>
  );
}
