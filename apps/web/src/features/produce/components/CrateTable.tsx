import type { ProduceDetail } from '@coldroom/contract';
import { Badge, Paper, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../../components/ScrollTable';
import { useTranslation } from 'react-i18next';
import { formatDays, formatWeight } from '../../../lib/quantities';
import { formatAmount } from '../../../lib/amounts';

/** The lot's crates: what each weighs now (and weighed in), planned days, fee so far and due. */
export function CrateTable({ lot }: { lot: ProduceDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, lot.currency, language);
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} mb="xs">
        {t('produce.crates')}
      </Text>
      <ScrollTable minWidth={440} label={t('produce.crates')}>
        <Table striped verticalSpacing={6} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('produce.tag')}</Table.Th>
              <Table.Th>{t('operations.weight')}</Table.Th>
              <Table.Th>{t('produce.plannedDays')}</Table.Th>
              <Table.Th>{t('produce.feeSoFar')}</Table.Th>
              <Table.Th>{t('operations.feeDue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lot.crate_list.map((crate, n) => (
              <Table.Tr key={crate.id}>
                <Table.Td>
                  {crate.tag || `#${n + 1}`}
                  {!crate.in_storage && (
                    <Badge ml={4} size="xs" color="gray" variant="light">
                      {t('produce.left')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {formatWeight(language, crate.weight_kg)}
                  {crate.weight_kg !== crate.initial_weight_kg && (
                    <Text span size="xs" c="dimmed" display="block">
                      {t('produce.initially', { weight: formatWeight(language, crate.initial_weight_kg) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{crate.planned_days === null ? '—' : formatDays(language, crate.planned_days)}</Table.Td>
                <Table.Td>{money(crate.fee_minor)}</Table.Td>
                <Table.Td>{crate.in_storage ? money(crate.fee_due_minor) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
