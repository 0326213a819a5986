import type { Farmer } from '@coldroom/contract';
import { Badge, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { PageHeader } from '../../../components/PageHeader';
import { PersonCard } from '../../../components/PersonCard';
import { QueryStatus } from '../../../components/QueryStatus';
import { SearchInput } from '../../../components/SearchInput';
import { fullName } from '../../../lib/format';
import { PAGE_SIZE } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { useFarmers } from '../api/farmers';
import { LeftToRight } from '../../../lib/bidi';

function FarmerBadges({ farmer }: { farmer: Farmer }) {
  const { t } = useTranslation();
  if (farmer.isWalkIn) return <Badge variant="light" color="gray">{t('glossary.walkInCustomer')}</Badge>;
  return farmer.canLogIn ? null : <Badge variant="light" color="yellow">{t('farmers.noLogin')}</Badge>;
}

/** farmers: search by name, phone or code, a page at a time. */
export function FarmersPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const farmers = useFarmers(debounced, page);
  const canAdd = role === 'Service Provider' || role === 'Operator';
  const add = canAdd ? (
    <Button component={Link} to="/add-farmer" leftSection={<IconUserPlus size={18} />}>
      {t('pages.addFarmer')}
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.farmers')} actions={add} />
      <SearchInput
        label={t('farmers.search')}
        placeholder={t('farmers.searchHint')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <QueryStatus query={farmers}>
        {farmers.data && farmers.data.items.length === 0 ? (
          <EmptyState message={debounced ? t('shared.noMatches') : t('farmers.empty')} action={debounced ? null : add} />
        ) : (
          <Stack gap="xs">
            {farmers.data?.items.map((farmer) => (
              <PersonCard
                key={farmer.id}
                to={`/farmer/${farmer.id}`}
                name={farmer.isWalkIn ? t('glossary.walkInCustomer') : fullName(farmer.firstName, farmer.lastName)}
                badges={<FarmerBadges farmer={farmer} />}
                details={[farmer.phone ? <LeftToRight key="phone">{farmer.phone}</LeftToRight> : null, t('farmers.codeIs', { code: farmer.userCode })]}
              />
            ))}
            <ListPager total={farmers.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
