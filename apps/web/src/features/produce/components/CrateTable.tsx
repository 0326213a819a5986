import type { ProduceDetail } from '@coldroom/contract';
import { Badge, Paper, Table, Text } from '@mantine/core';
import { ScrollTable } from '../../../components/ScrollTable';
import { useTranslation } from 'react-i18next';
import { formatDays, formatWeight } from '../../../lib/quantities';
import { formatAmount } from '../../../lib/amounts';

/** The lot's crates: what each weighs now (and weighed in), planned days, fee so far and due (or what was charged). */
export function CrateTable({ lot }: { lot: ProduceDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, lot.currency, language);
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} mb="xs">
        {t('produce.crates')}
      </Text>
      {/* three columns fit a 360 px screen: the crate with its weight, the planned days, and the fee with what is due */}
      <ScrollTable minWidth={300} label={t('produce.crates')}>
        <Table striped verticalSpacing={6} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('produce.tag')}</Table.Th>
              <Table.Th>{t('produce.plannedDays')}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t('glossary.fee')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lot.crate_list.map((crate, n) => (
              <Table.Tr key={crate.id} data-testid="crate-row">
                <Table.Td>
                  {crate.tag || `#${n + 1}`}
                  {!crate.in_storage && (
                    <Badge ms={4} size="xs" color="gray" variant="light">
                      {t('produce.left')}
                    </Badge>
                  )}
                  <Text span size="xs" display="block">
                    {formatWeight(language, crate.weight_kg)}
                  </Text>
                  {crate.weight_kg !== crate.initial_weight_kg && (
                    <Text span size="xs" c="dimmed" display="block">
                      {t('produce.initially', { weight: formatWeight(language, crate.initial_weight_kg) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{crate.planned_days === null ? '—' : formatDays(language, crate.planned_days)}</Table.Td>
                <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                  {/* a crate that left shows what its check-outs charged, not a fee that stopped counting */}
                  {crate.in_storage ? money(crate.fee_minor) : money(crate.billed_minor)}
                  <Text span size="xs" c="dimmed" display="block">
                    {crate.in_storage ? t('glossary.dueAmount', { amount: money(crate.fee_due_minor) }) : t('glossary.charged')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
