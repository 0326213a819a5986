import { Anchor, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCropAdvice } from '../../text-overrides/components/CompanyCropAdvice';
import { Article } from '../components/Article';
import { ContentError, ContentSkeleton } from '../components/ContentStatus';
import { PageHeader } from '../components/PageHeader';
import { TopicNav } from '../components/RelatedPages';
import type { TablePage } from '../content';
import { useContentLanguage, useContentPage, useFormat } from '../hooks/useContent';
import { useColumnLabels } from './cells';
import { CropCards } from './CropCards';
import { cropRows, searchRows, sortRows, type SortKey, type SortState } from './cropRows';
import { CropTable } from './CropTable';
import { TableControls } from './TableControls';
import { ConflictList, TableLegend } from './TableLegend';

/** Laptops (75em, 1200 px and up) get the table; phones and tablets a card per crop, never sideways scrolling. */
const WIDE = '(min-width: 75em)';

function TableBody({ page, isFallback }: { page: TablePage; isFallback: boolean }) {
  const { t, i18n } = useTranslation();
  const language = useContentLanguage();
  const format = useFormat();
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  const advice = useCompanyCropAdvice(i18n.language);
  const labels = useColumnLabels(page);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ key: 'crop', direction: 'asc' });
  const deferredSearch = useDeferredValue(search);

  const rows = useMemo(() => cropRows(language), [language]);
  const shown = useMemo(() => sortRows(searchRows(rows, deferredSearch), sort, language), [rows, deferredSearch, sort, language]);
  const sortBy = (key: SortKey) => setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));
  const [intro, ...notes] = page.sections;

  return (
    <Stack gap="lg">
      <PageHeader title={page.title} summary={page.summary} isFallback={isFallback}>
        <Anchor component="button" type="button" ta="start" onClick={() => document.getElementById('conflicts')?.scrollIntoView({ behavior: 'smooth' })}>
          <IconArrowDown size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />
          {t('knowledge.table.jumpToConflicts')}
        </Anchor>
      </PageHeader>
      {intro && <Article sections={[intro]} />}
      <TableControls query={search} onQuery={setSearch} sort={sort} onSort={setSort} labels={labels} withSortPicker={!wide} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('knowledge.table.count', { shown: format.number(shown.length), total: format.number(rows.length) })}
      </Text>
      {shown.length === 0 ? (
        <Text>{t('knowledge.table.noResults', { query: deferredSearch.trim() })}</Text>
      ) : wide ? (
        <CropTable rows={shown} page={page} format={format} sort={sort} onSort={sortBy} advice={advice} />
      ) : (
        <CropCards rows={shown} page={page} format={format} advice={advice} />
      )}
      <ConflictList page={page} language={language} />
      <TableLegend page={page} />
      {notes.length > 0 && <Article sections={notes} />}
      <TopicNav current="table" />
    </Stack>
  );
}

/** The `table` topic: the crop catalogue as a searchable, sortable table with its legend. */
export function CropTableView() {
  const query = useContentPage('table');
  if (query.isPending) return <ContentSkeleton />;
  if (query.isError) return <ContentError onRetry={() => void query.refetch()} />;
  return <TableBody page={query.data.page} isFallback={query.data.isFallback} />;
}
