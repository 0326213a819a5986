import type { OfflineRefusal } from '@coldroom/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatDateTime } from '../../../lib/format';
import { REFUSALS_PAGE_SIZE, useOfflineRefusals } from '../api/refusals';

const KIND_KEYS: Record<OfflineRefusal['kind'], string> = {
  check_in: 'sync.company.kinds.checkIn',
  check_out: 'sync.company.kinds.checkOut',
  reading: 'sync.company.kinds.reading',
  farmer: 'sync.company.kinds.farmer',
};

/**
 * For service providers: every offline operation the server refused in the company (domain rules §10), who
 * sent it, when it was done and why, so they can follow up with the operator.
 */
export function CompanyRefusals() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useOfflineRefusals(page, true);
  const items = query.data?.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="company-refusals">
      <Title order={2} size="h3" id="company-refusals">
        {t('sync.company.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('sync.company.intro')}
      </Text>
      <QueryStatus query={query}>
        {items.length === 0 ? (
          <EmptyState message={t('sync.company.empty')} />
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((refusal) => (
              <Paper component="li" key={refusal.id} withBorder p="sm" radius="md">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {t(KIND_KEYS[refusal.kind])}
                  {refusal.code ? ` · ${refusal.code}` : ''} · {refusal.user_name}
                </Text>
                <Text size="sm">{t(`errors.${refusal.error_code}`, { defaultValue: refusal.message })}</Text>
                <Text size="sm" c="dimmed">
                  {t('sync.company.times', {
                    done: formatDateTime(refusal.done_at, i18n.language) ?? '—',
                    received: formatDateTime(refusal.received_at, i18n.language) ?? '—',
                  })}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        <ListPagination page={page} total={query.data?.total ?? 0} pageSize={REFUSALS_PAGE_SIZE} onChange={setPage} />
      </QueryStatus>
    </Stack>
  );
}
