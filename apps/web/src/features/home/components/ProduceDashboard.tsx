import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { ProduceCard } from '../../../components/operations/ProduceCard';
import { QueryStatus } from '../../../components/QueryStatus';
import { SearchInput } from '../../../components/SearchInput';
import { useProduce } from '../../../lib/lookups/produce';
import { onIdle } from '../../../lib/idle';
import { formatCrates } from '../../../lib/quantities';
import { MAIN_PRODUCE_QUERY } from '../prefetch';
import { groupByRoom, PRODUCE_SORTS, sortProduce, SORT_KEYS, type ProduceSort } from '../produceSort';

const PAGE_SIZE = MAIN_PRODUCE_QUERY.pageSize;
/**
 * Cards drawn at once; the rest follow as soon as the phone is idle, as a transition React draws in slices.
 * A room of 50 lots drawn in one go blocked a slow phone's screen for about half a second.
 */
export const FIRST_CARDS = 12;

/** Draws the first cards of a list now and all of them once the browser is idle. */
function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (total <= FIRST_CARDS) return;
    return onIdle(() => startTransition(() => setShown(Number.POSITIVE_INFINITY)), 500);
  }, [total]);
  return shown;
}

/**
 * The produce in storage, room by room: a card per lot with crates, kg, days, fee due and time to pick up.
 * Staff see their company's lots with the farmer's name; a farmer sees their own across companies.
 */
export function ProduceDashboard({ farmerView }: { farmerView: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ProduceSort>('pickup');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const produce = useProduce({ search: debounced, page, pageSize: PAGE_SIZE });
  const groups = useMemo(
    () => groupByRoom(sortProduce(produce.data?.items ?? [], sort, language), farmerView),
    [produce.data, sort, language, farmerView],
  );
  const shown = useProgressiveCount(produce.data?.items?.length ?? 0);
  // The first `shown` cards in the order they appear, room after room; each room's crate count is its whole.
  const visibleGroups = useMemo(() => {
    let left = shown;
    return groups
      .map((group) => {
        const items = group.items.slice(0, Math.max(0, left));
        left -= items.length;
        return { ...group, items, crates: group.items.reduce((n, item) => n + item.crates, 0) };
      })
      .filter((group) => group.items.length > 0);
  }, [groups, shown]);

  return (
    <Stack gap="sm">
      {/* The main page's dashboard links here: the list is one tap away however long the cards above are. */}
      <Title order={2} size="h3" id="produce" style={{ scrollMarginTop: 72 }}>
        {farmerView ? t('home.produce.mine') : t('home.produce.title')}
      </Title>
      <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
        <SearchInput
          label={t('home.produce.search')}
          placeholder={t('home.produce.searchHint')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ minWidth: 'min(200px, 100%)' }}
        />
        <Select
          label={t('home.produce.sortBy')}
          data={PRODUCE_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
          value={sort}
          onChange={(value) => value && setSort(value as ProduceSort)}
          allowDeselect={false}
          style={{ minWidth: 'min(180px, 100%)' }}
        />
      </Group>
      {/* While the lots load, their place is kept: the shortcuts below do not jump down when they arrive. */}
      <div style={produce.isPending ? { minHeight: '70vh' } : undefined}>
        <QueryStatus query={produce}>
          {groups.length === 0 ? (
            <EmptyState message={debounced ? t('shared.noMatches') : farmerView ? t('home.produce.noneMine') : t('home.produce.none')} />
          ) : (
            <Stack gap="lg">
              {visibleGroups.map((group) => (
                <section key={group.key} aria-label={group.title}>
                  <Group justify="space-between" gap="xs" mb={6}>
                    <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                      {group.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {formatCrates(t, language, group.crates)}
                    </Text>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                    {group.items.map((item) => (
                      <ProduceCard key={item.id} item={item} showFarmer={!farmerView} />
                    ))}
                  </SimpleGrid>
                </section>
              ))}
              {(produce.data?.total ?? 0) > PAGE_SIZE && <ListPager total={produce.data!.total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />}
            </Stack>
          )}
        </QueryStatus>
      </div>
    </Stack>
  );
}
