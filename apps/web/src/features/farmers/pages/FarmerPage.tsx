import type { Farmer } from '@coldroom/contract';
import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { pickedFromFarmer } from '../../../components/operations/FarmerPicker';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { RemovePersonPanel } from '../../../components/RemovePersonPanel';
import { formatDate, fullName } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { FarmerAccount } from '../../accounts/components/FarmerAccount';
import { FarmerMovements, FarmerProduce, FarmerSurveySummary } from '../../accounts/components/FarmerHistory';
import { useFarmer } from '../api/farmer';
import { useRemoveFarmer } from '../api/removeFarmer';
import { EditFarmerForm } from '../components/EditFarmerForm';

type Tab = 'account' | 'history' | 'details';
const TABS: readonly Tab[] = ['account', 'history', 'details'];

/**
 * farmer/{id}: for staff, the farmer's account (what they owe, payments, statement, reminder), their
 * produce and movements, and their details to edit; for others, the details as before.
 */
export function FarmerPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const id = Number(useParams().id);
  const farmer = useFarmer(id);
  const data = farmer.data;
  const name = data ? (data.isWalkIn ? t('glossary.walkInCustomer') : fullName(data.firstName, data.lastName)) : t('pages.editFarmer');
  const staff = role === 'Service Provider' || role === 'Operator';
  // `?tab=details` opens the edit form straight away (a link from elsewhere may ask for it).
  const asked = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<Tab>(TABS.find((one) => one === asked) ?? 'account');

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={name} back={{ to: '/farmers', labelKey: 'pages.farmers' }} />
      <QueryStatus query={farmer}>
        {data && (
          <>
            <Group gap="xs">
              <Badge size="lg" variant="outline" style={{ textTransform: 'none' }}>
                {t('farmers.codeIs', { code: data.userCode })}
              </Badge>
              <Badge size="lg" variant="light" color={data.canLogIn ? 'green' : 'yellow'} style={{ textTransform: 'none' }}>
                {data.canLogIn ? t('farmers.hasLogin') : t('farmers.noLogin')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('farmers.joined', { date: formatDate(data.dateJoined, i18n.language) ?? '—' })}
            </Text>
            {staff ? (
              <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'account')} keepMounted={false}>
                <Tabs.List grow mb="md">
                  <Tabs.Tab value="account">{t('account.tabs.account')}</Tabs.Tab>
                  <Tabs.Tab value="history">{t('account.tabs.history')}</Tabs.Tab>
                  <Tabs.Tab value="details">{t('account.tabs.details')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="account">
                  <FarmerAccount farmerId={data.id} canReverse={role === 'Service Provider'} />
                </Tabs.Panel>
                <Tabs.Panel value="history">
                  <Stack gap="md">
                    <Title order={2} size="h4">
                      {t('account.produceTitle')}
                    </Title>
                    <FarmerProduce farmerId={data.id} />
                    <Title order={2} size="h4">
                      {t('account.movementsTitle')}
                    </Title>
                    <FarmerMovements farmerId={data.id} />
                  </Stack>
                </Tabs.Panel>
                <Tabs.Panel value="details">
                  <Stack gap="md" maw={640}>
                    <FarmerDetails farmer={data} name={name} staff />
                    {!data.isWalkIn && <FarmerSurveySummary farmer={pickedFromFarmer(data)} />}
                  </Stack>
                </Tabs.Panel>
              </Tabs>
            ) : (
              <Stack gap="md" maw={640}>
                <FarmerDetails farmer={data} name={name} staff={false} />
              </Stack>
            )}
          </>
        )}
      </QueryStatus>
    </Stack>
  );
}

/** The edit form, and removal for staff when allowed. */
function FarmerDetails({ farmer, name, staff }: { farmer: Farmer; name: string; staff: boolean }) {
  const { t } = useTranslation();
  const remove = useRemoveFarmer();
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <EditFarmerForm key={farmer.id} farmer={farmer} />
      </Paper>
      {staff && (
        <RemovePersonPanel
          id={farmer.id}
          name={name}
          remove={remove}
          hint={farmer.isWalkIn ? t('errors.walk_in_not_deletable') : t('farmers.removeHint')}
          removable={!farmer.isWalkIn}
          questionKey="farmers.removeQuestion"
          doneKey="farmers.removed"
          buttonKey="farmers.remove"
          listPath="/farmers"
        />
      )}
    </>
  );
}
