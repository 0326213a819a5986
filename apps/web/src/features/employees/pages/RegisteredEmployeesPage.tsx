import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { InvitedList } from '../../../components/InvitedList';
import { ListPager } from '../../../components/ListPager';
import { PageHeader } from '../../../components/PageHeader';
import { PersonCard } from '../../../components/PersonCard';
import { QueryStatus } from '../../../components/QueryStatus';
import { SearchInput } from '../../../components/SearchInput';
import { formatDateTime, fullName } from '../../../lib/format';
import { PAGE_SIZE } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { useEmployeeInvitations } from '../api/employeeInvitations';
import { useServiceProviders } from '../api/serviceProviders';
import { LeftToRight } from '../../../lib/bidi';

/** registered-employees: the company's service providers, and those invited who have not signed up. */
export function RegisteredEmployeesPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const people = useServiceProviders(debounced, page);
  const invitations = useEmployeeInvitations();
  const invite = (
    <Button component={Link} to="/add-employee" leftSection={<IconUserPlus size={18} />}>
      {t('employees.invite')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.registeredEmployees')} back={{ to: '/management', labelKey: 'pages.management' }} actions={invite} />
      <SearchInput
        label={t('employees.search')}
        placeholder={t('employees.searchHint')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <QueryStatus query={people}>
        {people.data && people.data.items.length === 0 ? (
          <EmptyState message={t('shared.noMatches')} />
        ) : (
          <Stack gap="xs">
            {people.data?.items.map((person) => (
              <PersonCard
                key={person.id}
                to={`/details-registered-employee/${person.userId}`}
                name={fullName(person.firstName, person.lastName) + (person.userId === user?.id ? ` (${t('employees.you')})` : '')}
                details={[
                  person.phone ? <LeftToRight key="phone">{person.phone}</LeftToRight> : null,
                  person.email,
                  t('people.lastLogin', { time: formatDateTime(person.lastLogin, i18n.language) ?? t('people.never') }),
                ]}
              />
            ))}
            <ListPager total={people.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
      {invitations.data && <InvitedList invitations={invitations.data} queryKey={['employees', 'invitations']} />}
    </Stack>
  );
}
