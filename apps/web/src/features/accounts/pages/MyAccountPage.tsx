import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSession } from '../../../lib/session';
import { useMyFarmer } from '../../home/api/myFarmer';
import { useAccount } from '../api/account';
import { CompanyAccount } from '../components/CompanyAccount';
import { PaymentList } from '../components/PaymentList';

/** my-account (farmers): what they owe each company, the unpaid check-outs, their payments and statements. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const farmer = useMyFarmer(user?.id ?? null);
  const farmerId = farmer.data?.id ?? null;
  const account = useAccount(farmerId);
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('pages.myAccount')} subtitle={t('account.myIntro')} back={{ to: '/', labelKey: 'nav.home' }} />
      <QueryStatus query={farmerId === null ? farmer : account}>
        {account.data && account.data.companies.length === 0 && <EmptyState message={t('account.nothingYet')} />}
        {account.data?.companies.map((entry) => (
          <CompanyAccount key={entry.company.id} account={account.data} entry={entry} staff={false} statementCompany={entry.company.id} />
        ))}
      </QueryStatus>
      {farmerId !== null && (
        <>
          <Title order={2} size="h4">
            {t('account.payments.title')}
          </Title>
          <PaymentList farmerId={farmerId} canReverse={false} />
        </>
      )}
    </Stack>
  );
}
