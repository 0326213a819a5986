import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
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
 * Cards drawn with the list (it starts below a phone's first screen). The rest are drawn MORE_CARDS at a time
 * as the end of the drawn ones comes within a screen and a half of the view, all at once when the keyboard's
 * focus enters the list, and on the first idle moment where the browser cannot tell (no IntersectionObserver).
 * Before, the rest followed on the first idle moment: the demo operator's 45 more cards took about 0.25 s of
 * the host's CPU (over 2 s on the slowed phone) within Lighthouse's load of the page (issue 25).
 */
export const FIRST_CARDS = 6;
export const MORE_CARDS = 12;
/** How far below the view the end of the drawn cards asks for more (of the view's height). */
const AHEAD = '0px 0px 150% 0px';

/** How many cards to draw, where to put the end marker that asks for more, and a way to draw them all. */
function useProgressiveCount(total: number): { shown: number; setEnd: (element: HTMLElement | null) => void; showAll: () => void } {
  const [shown, setShown] = useState(FIRST_CARDS);
  const [end, setEndState] = useState<HTMLElement | null>(null);
  // Set from the marker's ref while React commits: as a transition, so the list is not drawn again at once, in
  // the commit's task (issue 25's trace of the daily open), but in slices after it.
  const setEnd = useCallback((element: HTMLElement | null) => startTransition(() => setEndState(element)), []);
  const showAll = useCallback(() => startTransition(() => setShown(Number.POSITIVE_INFINITY)), []);
  useEffect(() => {
    if (shown >= total || !end) return;
    if (typeof IntersectionObserver !== 'function') return onIdle(showAll, 500);
    // A new observer after each step reports at once whether the end is still near (a fast scroll, a tall screen).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setShown((count) => count + MORE_CARDS));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [shown, total, end, showAll]);
  return { shown, setEnd, showAll };
}

/**
 * The produce in storage, room by room: a card per lot with crates, kg, days, fee due and time to pick up.
 * Staff see their company's lots with the farmer's name; a farmer sees their own across companies.
 */
function ProduceDashboardView({ farmerView }: { farmerView: boolean }) {
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
  const total = produce.data?.items?.length ?? 0;
  const { shown, setEnd, showAll } = useProgressiveCount(total);
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
          // Its list of sorts is drawn when opened: kept mounted (Mantine's default), it was drawn and placed with
          // the page, measuring the page's layout in the middle of the phone's first draw.
          comboboxProps={{ keepMounted: false }}
          style={{ minWidth: 'min(180px, 100%)' }}
        />
      </Group>
      {/* While the lots load, their place is kept: the shortcuts below do not jump down when they arrive. */}
      <div style={produce.isPending ? { minHeight: '70vh' } : undefined}>
        <QueryStatus query={produce}>
          {groups.length === 0 ? (
            <EmptyState message={debounced ? t('shared.noMatches') : farmerView ? t('home.produce.noneMine') : t('home.produce.none')} />
          ) : (
            // Keyboard users meet every card in order: focus in the list draws the ones not drawn yet.
            <Stack gap="lg" onFocus={shown < total ? showAll : undefined}>
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
              {shown < total && <div ref={setEnd} aria-hidden style={{ height: 1 }} />}
              {(produce.data?.total ?? 0) > PAGE_SIZE && <ListPager total={produce.data!.total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />}
            </Stack>
          )}
        </QueryStatus>
      </div>
    </Stack>
  );
}

/** Drawn again only when its own props change (a re-render of the page above it leaves it alone). */
export const ProduceDashboard = memo(ProduceDashboardView);
