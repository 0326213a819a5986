import { REVENUE_SORTS, type RevenueSort } from '@coldroom/contract';
import { ActionIcon, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { QueryStatus } from '../../../components/QueryStatus';
import { CHECK_OUTS_PAGE_SIZE, useRevenueCheckOuts, type AnalysisRequest } from '../api/analysisApi';
import { sortBy, type TableState } from '../tableSort';
import { CheckOutCards } from './CheckOutCards';
import { CheckOutTable } from './CheckOutTable';
import { SORT_LABEL_KEYS } from './checkOutCells';

/** Laptops (75em, 1200 px and up) get the table; phones and tablets a card per check-out. */
const WIDE = '(min-width: 75em)';

interface Props {
  request: AnalysisRequest;
  state: TableState;
  onChange: (state: TableState) => void;
  /** The company's zone: times show as its clock read them, like the export. */
  timeZone: string;
}

/** The check-outs behind the revenue figures, sorted and paged by the server. */
export function CheckOutsSection({ request, state, onChange, timeZone }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  const list = useRevenueCheckOuts(request, state);
  const ascending = state.order === 'asc';
  return (
    <Stack gap="sm" component="section" aria-labelledby="analysis-check-outs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id="analysis-check-outs">
          {t('analysis.table.title')}
        </Title>
        {!wide && (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <NativeSelect
              label={t('analysis.table.sortBy')}
              data={REVENUE_SORTS.map((key) => ({ value: key, label: t(SORT_LABEL_KEYS[key]) }))}
              value={state.sort}
              onChange={(event) => onChange(sortBy(state, event.currentTarget.value as RevenueSort))}
            />
            <ActionIcon
              size={36}
              variant="default"
              aria-label={t(ascending ? 'analysis.table.ascending' : 'analysis.table.descending')}
              title={t(ascending ? 'analysis.table.ascending' : 'analysis.table.descending')}
              onClick={() => onChange(sortBy(state, state.sort))}
            >
              {ascending ? <IconSortAscending size={20} /> : <IconSortDescending size={20} />}
            </ActionIcon>
          </Group>
        )}
      </Group>
      <QueryStatus query={list}>
        {list.data?.items.length === 0 ? (
          <EmptyState message={t('analysis.table.empty')} />
        ) : (
          <Stack gap="xs" aria-busy={list.isFetching}>
            {wide ? (
              <CheckOutTable rows={list.data?.items ?? []} timeZone={timeZone} state={state} onSort={(column) => onChange(sortBy(state, column))} />
            ) : (
              <CheckOutCards rows={list.data?.items ?? []} timeZone={timeZone} />
            )}
            <ListPager total={list.data?.total ?? 0} page={state.page} pageSize={CHECK_OUTS_PAGE_SIZE} onPage={(page) => onChange({ ...state, page })} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
