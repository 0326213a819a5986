import type { ProduceDetail } from '@coldroom/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MovementCode, MovementTypeBadge } from '../../../components/operations/MovementLabels';
import { ReceiptActions } from '../../../components/operations/ReceiptActions';
import { formatDateTime } from '../../../lib/units';

/** The check-in and check-outs of this lot, each with its receipt. */
export function LotMovements({ lot, staff }: { lot: ProduceDetail; staff: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} mb="xs">
        {t('produce.movements')}
      </Text>
      <Stack gap="sm">
        {lot.movements.map((movement) => (
          <Stack key={movement.id} gap={4}>
            <Group gap="xs">
              <MovementTypeBadge type={movement.type} />
              <MovementCode code={movement.code} />
              <Text size="sm" c="dimmed">
                {formatDateTime(i18n.language, movement.time)}
              </Text>
            </Group>
            <ReceiptActions movementId={movement.id} code={movement.code} withSms={staff} size="xs" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
