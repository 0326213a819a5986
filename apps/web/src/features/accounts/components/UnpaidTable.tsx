import type { AccountCheckOut } from '@coldroom/contract';
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ScrollTable';
import { formatAmount } from '../../../lib/amounts';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { formatWeight } from '../../../lib/quantities';
import { formatNumber } from '../../../lib/units';
import { isEarlierBalance } from '../allocation';

interface UnpaidTableProps {
  checkOuts: AccountCheckOut[];
  currency: string;
  /** Staff tick check-outs to pay; without this the table only lists them. */
  selected?: Set<number>;
  onSelect?: (next: Set<number>) => void;
  /** The day the earlier balance (a row among `checkOuts`, see allocation.ts) was owed from. */
  earlierOwedOn?: string | null;
}

/**
 * What is owed, oldest first: the unpaid check-outs (when, where, how much, paid so far and due) and the
 * earlier balance when there is one (a row of its own: its label, the day it was owed from, no room).
 */
export function UnpaidTable({ checkOuts, currency, selected, onSelect, earlierOwedOn = null }: UnpaidTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, currency, language);
  const picking = selected !== undefined && onSelect !== undefined;
  const allChosen = picking && checkOuts.length > 0 && checkOuts.every((checkOut) => selected.has(checkOut.id));
  const someChosen = picking && checkOuts.some((checkOut) => selected.has(checkOut.id));
  const toggle = (id: number) => {
    if (!picking) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    // A long list scrolls inside its own box, so the payment button above it stays near the ticks.
    <ScrollTable label={t('account.unpaidTitle')} minWidth={picking ? 760 : 700} maxHeight={checkOuts.length > 8 ? 480 : undefined}>
      <Table striped highlightOnHover withTableBorder stickyHeader fz="sm" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {picking && (
              <Table.Th w={56}>
                <Checkbox
                  size="md"
                  aria-label={t('account.chooseAll')}
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  onChange={() => onSelect(allChosen ? new Set() : new Set(checkOuts.map((checkOut) => checkOut.id)))}
                />
              </Table.Th>
            )}
            <Table.Th>{t('account.columns.code')}</Table.Th>
            <Table.Th>{t('account.columns.date')}</Table.Th>
            <Table.Th>{t('account.columns.room')}</Table.Th>
            <Table.Th ta="end">{t('account.columns.crates')}</Table.Th>
            <Table.Th ta="end">{t('account.columns.weight')}</Table.Th>
            <Table.Th ta="end">{t('account.columns.total')}</Table.Th>
            <Table.Th ta="end">{t('account.columns.paid')}</Table.Th>
            <Table.Th ta="end">{t('account.columns.due')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checkOuts.map((checkOut) => {
            const earlier = isEarlierBalance(checkOut);
            return (
              <Table.Tr
                key={checkOut.id}
                data-testid={earlier ? 'earlier-balance-row' : 'unpaid-row'}
                data-code={earlier ? undefined : checkOut.code}
                bg={picking && selected.has(checkOut.id) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                {picking && (
                  <Table.Td>
                    <Checkbox
                      size="md"
                      aria-label={earlier ? t('account.chooseEarlier') : t('account.choose', { code: checkOut.code })}
                      checked={selected.has(checkOut.id)}
                      onChange={() => toggle(checkOut.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td ff={earlier ? undefined : 'monospace'} fw={earlier ? 600 : undefined}>
                  {checkOut.code}
                </Table.Td>
                {/* the earlier balance is owed from a day, not a moment: that day as the company's calendar says it */}
                <Table.Td>{earlier && earlierOwedOn ? formatCalendarDate(earlierOwedOn, language) : formatDate(checkOut.time, language)}</Table.Td>
                <Table.Td>{earlier ? '—' : checkOut.cooling_unit.name}</Table.Td>
                <Table.Td ta="end">{earlier ? '—' : formatNumber(language, checkOut.crates, 0)}</Table.Td>
                <Table.Td ta="end">{earlier ? '—' : formatWeight(language, checkOut.weight_kg)}</Table.Td>
                <Table.Td ta="end">{money(checkOut.total_minor)}</Table.Td>
                <Table.Td ta="end">{money(checkOut.paid_minor)}</Table.Td>
                <Table.Td ta="end" fw={700}>
                  {money(checkOut.due_minor)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
