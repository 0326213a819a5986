import type { RevenueCheckOutRow } from '@coldroom/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { formatCrates, formatDays, formatWeight } from '../../../lib/quantities';
import { formatDateTime } from '../../../lib/units';
import { PaidBadge } from './checkOutCells';

/** Phones and tablets: a card per check-out, never sideways scrolling. */
export function CheckOutCards({ rows, timeZone }: { rows: RevenueCheckOutRow[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Paper key={row.check_out_id} withBorder p="sm" radius="md" data-check-out={row.check_out_id}>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.farmer.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(language, row.time, timeZone)} · {row.cooling_unit.name}
                </Text>
              </Stack>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-total-minor={row.total_minor}>
                {formatAmount(row.total_minor, row.currency, language)}
              </Text>
            </Group>
            <Text size="sm">
              {formatCrates(t, language, row.crates)} · {formatWeight(language, row.weight_kg)} · {formatDays(language, row.days_stored)}
            </Text>
            <Group gap="xs" justify="space-between">
              <Text size="sm" c="dimmed" ff="monospace">
                {row.code}
              </Text>
              <Group gap={4}>
                <Text size="sm">{t(PAYMENT_METHOD_KEYS[row.payment_method])}</Text>
                <PaidBadge row={row} />
              </Group>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
