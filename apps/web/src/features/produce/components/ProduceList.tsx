import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { ProduceCard } from '../../../components/operations/ProduceCard';
import { QueryStatus } from '../../../components/QueryStatus';
import { SearchInput } from '../../../components/SearchInput';
import { useProduce } from '../../../lib/lookups/produce';
import { scannedPath } from '../../../lib/scanner/open';
import { ScanButton } from '../../../lib/scanner/ScanButton';

const PAGE_SIZE = 20;

/** Without a lot chosen: the produce in storage (a farmer's own, or the company's), to pick one. */
export function ProduceList({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const produce = useProduce({ search: debounced, page, pageSize: PAGE_SIZE });
  const navigate = useNavigate();
  return (
    <Stack gap="sm">
      {staff && <ScanButton onResult={(result) => void navigate(scannedPath(result))} style={{ alignSelf: 'flex-start' }} />}
      <SearchInput label={t('produce.search')} placeholder={t('produce.searchHint')} value={search} onChange={(value) => { setSearch(value); setPage(1); }} />
      <QueryStatus query={produce}>
        {produce.data?.items.length === 0 ? (
          <EmptyState message={debounced ? t('shared.noMatches') : t('produce.empty')} />
        ) : (
          <Stack gap="xs">
            {produce.data?.items.map((item) => <ProduceCard key={item.id} item={item} showFarmer={staff} showRoom />)}
            <ListPager total={produce.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
