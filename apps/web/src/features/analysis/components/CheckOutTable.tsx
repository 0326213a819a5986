import type { RevenueCheckOutRow, RevenueSort } from '@coldroom/contract';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { formatCrates, formatDays, formatWeight } from '../../../lib/quantities';
import { formatDateTime } from '../../../lib/units';
import type { TableState } from '../tableSort';
import { PaidBadge, SORT_LABEL_KEYS } from './checkOutCells';

interface Props {
  rows: RevenueCheckOutRow[];
  timeZone: string;
  state: TableState;
  onSort: (column: RevenueSort) => void;
}

function SortHeader({ column, state, onSort }: { column: RevenueSort; state: TableState; onSort: (column: RevenueSort) => void }) {
  const { t } = useTranslation();
  const active = state.sort === column;
  const Icon = !active ? IconArrowsSort : state.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          <span>{t(SORT_LABEL_KEYS[column])}</span>
          <Icon size={16} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Laptop width: the check-outs as a table, sorted by the server from the column headings. */
export function CheckOutTable({ rows, timeZone, state, onSort }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <SortHeader column="time" state={state} onSort={onSort} />
          <Table.Th>{t('analysis.table.code')}</Table.Th>
          <SortHeader column="room" state={state} onSort={onSort} />
          <SortHeader column="farmer" state={state} onSort={onSort} />
          <Table.Th>{t('analysis.table.quantity')}</Table.Th>
          <SortHeader column="days" state={state} onSort={onSort} />
          <SortHeader column="total" state={state} onSort={onSort} />
          <Table.Th>{t('analysis.table.payment')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.check_out_id} data-check-out={row.check_out_id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(language, row.time, timeZone)}</Table.Td>
            <Table.Td ff="monospace">{row.code}</Table.Td>
            <Table.Td>{row.cooling_unit.name}</Table.Td>
            <Table.Td>{row.farmer.name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatCrates(t, language, row.crates)} · {formatWeight(language, row.weight_kg)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDays(language, row.days_stored)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} data-total-minor={row.total_minor}>
              <Text fw={600} size="sm">
                {formatAmount(row.total_minor, row.currency, language)}
              </Text>
              {row.discount_minor > 0 && (
                <Text size="xs" c="dimmed">
                  {t('analysis.table.discount', { amount: formatAmount(row.discount_minor, row.currency, language) })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Text size="sm">{t(PAYMENT_METHOD_KEYS[row.payment_method])}</Text>
                <PaidBadge row={row} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
