import { Button, CloseButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { SearchInput } from '../../../components/SearchInput';
import { useSession } from '../../../lib/session';
import { formatNumber } from '../../../lib/units';
import { useCoolingUnits } from '../api/listCoolingUnits';
import { RoomCard } from '../components/RoomCard';

const PAGE_SIZE = 20;

/** `cooling-units`: the rooms the user may see, how full they are, their temperature and sensor. */
export function CoolingUnitsPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const location = Number(params.get('location')) || undefined;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const query = useCoolingUnits({ page, pageSize: PAGE_SIZE, search: debounced, location });
  const items = query.data?.items ?? [];
  const locationName = location ? items[0]?.location.name : undefined;
  const addButton = role === 'Service Provider' && (
    <Button component={Link} to={location ? `/add-cooling-unit?location=${location}` : '/add-cooling-unit'} leftSection={<IconPlus size={18} />}>
      {t('pages.addCoolingUnit')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.coolingUnits')} actions={addButton} />
      <SearchInput
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        label={t('rooms.list.search')}
        placeholder={t('rooms.list.searchPlaceholder')}
      />
      {location && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{locationName ? t('rooms.list.atLocation', { name: locationName }) : t('rooms.list.oneLocation')}</Text>
          <CloseButton aria-label={t('rooms.list.allLocations')} onClick={() => setParams({}, { replace: true })} />
        </Group>
      )}
      <QueryStatus query={query}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('rooms.list.count', { n: formatNumber(i18n.language, query.data?.total ?? 0, 0) })}
        </Text>
        {items.length === 0 ? (
          <EmptyState message={t(debounced || location ? 'rooms.list.noMatch' : 'rooms.list.empty')} action={debounced ? undefined : addButton} />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {items.map((room) => (
              <RoomCard key={room.id} room={room} />
            ))}
          </SimpleGrid>
        )}
        <ListPagination page={page} total={query.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
      </QueryStatus>
    </Stack>
  );
}
