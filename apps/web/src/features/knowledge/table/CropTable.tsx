import type { CropAdvice } from '@coldroom/contract';
import { ActionIcon, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CropAdviceNotes } from '../../text-overrides/components/CompanyCropAdvice';
import type { TablePage } from '../content';
import type { Format } from '../format';
import { CellValue, CROP_TYPE_KEYS, useColumnLabels, VALUE_KEYS } from './cells';
import type { CropRow, SortKey, SortState } from './cropRows';

interface Props {
  rows: CropRow[];
  page: TablePage;
  format: Format;
  sort: SortState;
  onSort: (key: SortKey) => void;
  /** The advice of the person's companies per crop id, shown in a row under the crop's facts. */
  advice?: ReadonlyMap<string, CropAdvice[]>;
}

const COLUMNS: readonly SortKey[] = ['crop', 'type', ...VALUE_KEYS];

function SortHeader({ column, label, sort, onSort }: { column: SortKey; label: string; sort: SortState; onSort: (key: SortKey) => void }) {
  const active = sort.key === column;
  const SortIcon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined} style={{ verticalAlign: 'bottom' }}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" align="flex-end">
          <span>{label}</span>
          <SortIcon size={16} aria-hidden style={{ flexShrink: 0, opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Laptop width: a real table, every column sortable from its heading. */
export function CropTable({ rows, page, format, sort, onSort, advice }: Props) {
  const { t } = useTranslation();
  const labels = useColumnLabels(page);
  return (
    // Shown only where the page is wide enough for every column, so the heading can stick to the top.
    <Table striped highlightOnHover stickyHeader stickyHeaderOffset="calc(3.5rem + env(safe-area-inset-top))" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((column) => (
            <SortHeader key={column} column={column} label={labels[column]} sort={sort} onSort={onSort} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Fragment key={row.id}>
            <Table.Tr data-crop={row.id}>
              <Table.Th scope="row" fw={600}>
                <Group gap={4} wrap="nowrap" justify="space-between">
                  {row.name}
                  {row.hasModel && (
                    <ActionIcon component={Link} to={`/model?crop=${row.id}`} variant="subtle" size="md" aria-label={`${row.name}: ${t('knowledge.table.seeModel')}`} title={t('knowledge.table.seeModel')}>
                      <IconChartLine size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Table.Th>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {t(CROP_TYPE_KEYS[row.type])}
                </Text>
              </Table.Td>
              {VALUE_KEYS.map((column) => (
                <Table.Td key={column} data-column={column} style={{ whiteSpace: 'nowrap' }}>
                  <CellValue row={row} column={column} page={page} format={format} />
                </Table.Td>
              ))}
            </Table.Tr>
            {advice?.get(row.id) && (
              <Table.Tr data-advice-for={row.id}>
                <Table.Td colSpan={COLUMNS.length} pt={0}>
                  <CropAdviceNotes items={advice.get(row.id)} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
