import type { ProduceDetail } from '@coldroom/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReceiptActions } from '../../../components/operations/ReceiptActions';
import { MOVEMENT_TYPE_KEYS } from '../../../lib/operationLabels';
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
              <Badge variant="light" color={movement.type === 'check_in' ? 'cyan' : 'grape'}>
                {t(MOVEMENT_TYPE_KEYS[movement.type])}
              </Badge>
              <Text ff="monospace" fw={700}>
                {movement.code}
              </Text>
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
