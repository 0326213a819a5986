import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { SearchInput } from '../../../components/SearchInput';
import { useSession } from '../../../lib/session';
import { formatNumber } from '../../../lib/units';
import { useLocations } from '../api/listLocations';
import { LocationCard } from '../components/LocationCard';
import { MapPanel } from '../components/MapPanel';
import type { MapPoint } from '../components/mapTypes';

const PAGE_SIZE = 20;

/** `locations`: the company's locations as a list and on a map (side by side on a laptop). */
export function LocationsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { role } = useSession();
  const wide = useMediaQuery('(min-width: 62em)');
  const [view, setView] = useState<'list' | 'map'>('list');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const query = useLocations({ page, pageSize: PAGE_SIZE, search: debounced });
  const items = query.data?.items ?? [];
  const points: MapPoint[] = items.flatMap((l) => (l.latitude !== null && l.longitude !== null ? [{ id: l.id, lat: l.latitude, lng: l.longitude, label: l.name }] : []));
  const canAdd = role === 'Service Provider';
  const addButton = canAdd && (
    <Button component={Link} to="/add-location" leftSection={<IconPlus size={18} />}>
      {t('pages.addLocation')}
    </Button>
  );

  const list = (
    <Stack gap="sm">
      {items.length === 0 ? (
        <EmptyState message={t(debounced ? 'locations.list.noMatch' : 'locations.list.empty')} action={debounced ? undefined : addButton} />
      ) : (
        items.map((location) => <LocationCard key={location.id} location={location} />)
      )}
      <ListPagination page={page} total={query.data?.total ?? 0} pageSize={PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
  const map = <MapPanel height={wide ? 520 : 420} label={t('locations.map.label')} points={points} onPointClick={(id) => void navigate(`/locations/${id}`)} />;

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.locations')} actions={addButton} />
      <SearchInput
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        label={t('locations.list.search')}
        placeholder={t('locations.list.searchPlaceholder')}
      />
      <QueryStatus query={query}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('locations.list.count', { n: formatNumber(i18n.language, query.data?.total ?? 0, 0) })}
          </Text>
          {!wide && (
            <SegmentedControl
              value={view}
              onChange={(value) => setView(value as 'list' | 'map')}
              data={[
                { value: 'list', label: t('locations.list.viewList') },
                { value: 'map', label: t('locations.list.viewMap') },
              ]}
            />
          )}
        </Group>
        {wide ? (
          <SimpleGrid cols={2} spacing="md">
            {list}
            <div>{map}</div>
          </SimpleGrid>
        ) : view === 'list' ? (
          list
        ) : (
          map
        )}
      </QueryStatus>
    </Stack>
  );
}
