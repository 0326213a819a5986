import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStatus } from '../../../components/QueryStatus';
import { useAccount } from '../api/account';
import { CompanyAccount } from './CompanyAccount';
import { PaymentList } from './PaymentList';

/** Staff's view of a farmer's account with their company: owed, unpaid check-outs, payments, statement. */
export function FarmerAccount({ farmerId, canReverse }: { farmerId: number; canReverse: boolean }) {
  const { t } = useTranslation();
  const account = useAccount(farmerId);
  return (
    <Stack gap="md">
      <QueryStatus query={account}>
        {account.data && account.data.companies.length === 0 && <EmptyState message={t('account.nothingYet')} />}
        {account.data?.companies.map((entry) => <CompanyAccount key={entry.company.id} account={account.data} entry={entry} staff />)}
      </QueryStatus>
      <Title order={2} size="h4">
        {t('account.payments.title')}
      </Title>
      <PaymentList farmerId={farmerId} canReverse={canReverse} />
    </Stack>
  );
}
