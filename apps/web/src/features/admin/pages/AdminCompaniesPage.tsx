import type { AdminCompany } from '@coldroom/contract';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { SearchInput } from '../../../components/SearchInput';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { PAGE_SIZE } from '../../../lib/paging';
import { useAdminCompanies } from '../api/adminCompanies';

/** One company in the list: a card that is one big link to its page. */
function CompanyRow({ company }: { company: AdminCompany }) {
  const { t, i18n } = useTranslation();
  const people = company.users.service_providers + company.users.operators + company.users.farmers;
  const facts: [string, string][] = [
    [t('admin.companies.country'), countryName(company.country, i18n.language)],
    [t('admin.companies.rooms'), String(company.rooms)],
    [t('admin.companies.users'), String(people)],
    [t('admin.companies.sms'), t('admin.companies.smsCount', { month: company.sms.sent_this_month, total: company.sms.sent_total })],
    [t('admin.companies.lastActivity'), formatDate(company.last_activity, i18n.language) ?? t('admin.companies.never')],
  ];
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={`/admin/companies/${company.id}`} aria-label={company.name} style={{ minHeight: 44 }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Text>
            {company.suspended_at && (
              <Badge color="red" variant="filled">
                {t('admin.companies.suspended')}
              </Badge>
            )}
            {!company.flags.ml4Market && (
              <Badge color="gray" variant="light">
                {t('admin.companies.marketOff')}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing={4} verticalSpacing={2}>
            {facts.map(([label, value]) => (
              <Text key={label} size="sm">
                <Text span c="dimmed" size="sm">
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
          </SimpleGrid>
        </Stack>
        <IconChevronRight size={20} aria-hidden />
      </Group>
    </Card>
  );
}

/** admin/companies: every company, searched by name, a page at a time (platform administrator only). */
export function AdminCompaniesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const companies = useAdminCompanies(debounced, page);

  return (
    <Stack gap="md">
      <PageHeader title={t('admin.companies.title')} />
      <Text c="dimmed">{t('admin.companies.intro')}</Text>
      <SearchInput
        label={t('admin.companies.search')}
        placeholder={t('admin.companies.searchHint')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <QueryStatus query={companies}>
        {companies.data && companies.data.items.length === 0 ? (
          <EmptyState message={debounced ? t('shared.noMatches') : t('admin.companies.empty')} />
        ) : (
          <Stack gap="xs">
            {companies.data?.items.map((company) => (
              <CompanyRow key={company.id} company={company} />
            ))}
            <ListPager total={companies.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
