import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { AUDIT_PAGE_SIZE, useAuditFilters, useAuditLog, type AuditFilter } from '../api/audit';
import { AuditEntryCard } from '../components/AuditEntryCard';
import { auditAction } from '../components/auditText';

const EMPTY: AuditFilter = { person: null, kind: null, from: '', to: '', company: null };

/**
 * The audit log: who did what and when, with before → after of updates, filtered by person, kind and the
 * company's calendar days, a page at a time. `admin`: every company's rows, with a company filter.
 */
export function AuditLogPage({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [page, setPage] = useState(1);
  const set = (part: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...part }));
    setPage(1);
  };
  const dateError = filter.from && filter.to && filter.from > filter.to ? t('audit.fromAfterTo') : undefined;
  const options = useAuditFilters(admin, filter.company ?? null);
  const log = useAuditLog(admin, filter, page, !dateError);
  const filtered = filter.person !== null || filter.kind !== null || filter.from !== '' || filter.to !== '' || (filter.company ?? null) !== null;
  const people = (options.data?.people ?? []).map((person) => ({
    value: String(person.id),
    label: `${person.name || t('audit.unnamed')} (${t(`audit.roles.${person.role}`, { defaultValue: person.role })})`,
  }));
  const kinds = (options.data?.kinds ?? []).map((kind) => ({ value: kind, label: auditAction(t, kind) }));
  const companies = (options.data?.companies ?? []).map((company) => ({ value: String(company.id), label: company.name }));

  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t(admin ? 'audit.adminTitle' : 'audit.title')} subtitle={t(admin ? 'audit.adminIntro' : 'audit.intro')} />
      <Stack gap="sm" component="search" aria-label={t('audit.filters')}>
        <SimpleGrid cols={{ base: 1, sm: admin ? 3 : 2 }} spacing="sm">
          {admin && (
            <Select
              label={t('audit.company')}
              placeholder={t('audit.allCompanies')}
              data={companies}
              value={filter.company ? String(filter.company) : null}
              onChange={(value) => set({ company: value ? Number(value) : null, person: null })}
              clearable
              searchable
            />
          )}
          <Select
            label={t('audit.person')}
            placeholder={t('audit.everyone')}
            data={people}
            value={filter.person ? String(filter.person) : null}
            onChange={(value) => set({ person: value ? Number(value) : null })}
            clearable
            searchable
          />
          <Select
            label={t('audit.kind')}
            placeholder={t('audit.allKinds')}
            data={kinds}
            value={filter.kind}
            onChange={(value) => set({ kind: value })}
            clearable
            searchable
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="date" label={t('audit.from')} value={filter.from} onChange={(event) => set({ from: event.currentTarget.value })} max={filter.to || undefined} />
          <TextInput type="date" label={t('audit.to')} value={filter.to} onChange={(event) => set({ to: event.currentTarget.value })} min={filter.from || undefined} error={dateError} />
        </SimpleGrid>
      </Stack>
      <QueryStatus query={log}>
        {log.data?.items.length === 0 ? (
          <EmptyState message={filtered ? t('audit.noMatches') : t('audit.empty')} />
        ) : (
          <Stack gap="xs" aria-busy={log.isFetching} aria-label={t('audit.entries')} component="section">
            {log.data?.items.map((entry) => <AuditEntryCard key={entry.id} entry={entry} showCompany={admin} />)}
            <ListPager total={log.data?.total ?? 0} page={page} pageSize={AUDIT_PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}

/** The administrator's variant: every company's rows. */
export function AdminAuditLogPage() {
  return <AuditLogPage admin />;
}
