import { ActionIcon, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortKey, SortState } from './cropRows';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  sort: SortState;
  onSort: (sort: SortState) => void;
  labels: Record<SortKey, string>;
  /** The phone has no column headings to tap, so it gets a sort picker. */
  withSortPicker: boolean;
}

const SORT_KEYS: readonly SortKey[] = ['crop', 'type', 'temperature', 'humidity', 'storageLife', 'ethyleneProduction', 'ethyleneSensitivity'];

export function TableControls({ query, onQuery, sort, onSort, labels, withSortPicker }: Props) {
  const { t } = useTranslation();
  const ascending = sort.direction === 'asc';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t('knowledge.table.search')}
        placeholder={t('knowledge.table.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        style={{ flex: '1 1 16rem' }}
      />
      {withSortPicker && (
        <Group gap="xs" wrap="nowrap" align="flex-end" style={{ flex: '1 1 14rem' }}>
          <NativeSelect
            size="md"
            label={t('knowledge.table.sortBy')}
            data={SORT_KEYS.map((key) => ({ value: key, label: labels[key] }))}
            value={sort.key}
            onChange={(event) => onSort({ key: event.currentTarget.value as SortKey, direction: sort.direction })}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            size={42}
            variant="default"
            aria-label={t(ascending ? 'knowledge.table.ascending' : 'knowledge.table.descending')}
            title={t(ascending ? 'knowledge.table.ascending' : 'knowledge.table.descending')}
            onClick={() => onSort({ key: sort.key, direction: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={22} /> : <IconSortDescending size={22} />}
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
