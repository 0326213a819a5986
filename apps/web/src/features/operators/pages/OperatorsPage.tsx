import { Button, Stack } from '@mantine/core';
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
import { formatDateTime, fullName } from '../../../lib/format';
import { PAGE_SIZE } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { useOperatorInvitations } from '../api/operatorInvitations';
import { useOperators } from '../api/operators';
import { InvitedList } from '../../../components/InvitedList';
import { LeftToRight } from '../../../lib/bidi';

/** The company's operators (last login, rooms), search, and those invited but not signed up yet. */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const isProvider = role === 'Service Provider';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const operators = useOperators(debounced, page);
  const invitations = useOperatorInvitations(isProvider);
  const invite = isProvider ? (
    <Button component={Link} to="/add-operators" leftSection={<IconUserPlus size={18} />}>
      {t('operators.invite')}
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.operators')} back={{ to: '/management', labelKey: 'pages.management' }} actions={invite} />
      <SearchInput
        label={t('operators.search')}
        placeholder={t('operators.searchHint')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <QueryStatus query={operators}>
        {operators.data && operators.data.items.length === 0 ? (
          <EmptyState message={debounced ? t('shared.noMatches') : t('operators.empty')} action={debounced ? null : invite} />
        ) : (
          <Stack gap="xs">
            {operators.data?.items.map((operator) => (
              <PersonCard
                key={operator.id}
                to={`/operator/${operator.id}`}
                name={fullName(operator.firstName, operator.lastName)}
                details={[
                  operator.phone ? <LeftToRight key="phone">{operator.phone}</LeftToRight> : null,
                  t('operators.roomCount', { rooms: operator.cooling_units.length }),
                  t('people.lastLogin', { time: formatDateTime(operator.lastLogin, i18n.language) ?? t('people.never') }),
                ]}
              />
            ))}
            <ListPager total={operators.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
      {isProvider && invitations.data && <InvitedList invitations={invitations.data} queryKey={['operators', 'invitations']} />}
    </Stack>
  );
}
