import type { CheckOut } from '@coldroom/contract';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPackageExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReceiptActions } from '../../../components/operations/ReceiptActions';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';
import { formatAmount } from '../../../lib/amounts';

/** After a check-out: its code, what left, what was charged and how; the receipt (PDF or SMS). */
export function CheckOutDone({ checkOut, onAnother }: { checkOut: CheckOut; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, checkOut.currency, language);
  const owner = checkOut.farmer.is_walk_in ? t('operations.walkIn') : checkOut.farmer.name;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" variant="light" size={48} radius="xl" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('checkOut.doneTitle')}
          </Title>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {t('operations.code')}
          </Text>
          <Text fw={800} size="xl" ff="monospace" data-testid="movement-code" style={{ letterSpacing: 2 }}>
            {checkOut.movement.code}
          </Text>
        </div>
        <Text>
          {owner} · {checkOut.cooling_unit.name}
        </Text>
        <Text>
          {formatCrates(t, language, checkOut.crates)} · {formatTotalKg(language, checkOut.weight_kg)}
        </Text>
        <Text>
          {t('checkOut.totalIs', { total: money(checkOut.total_minor), discount: money(checkOut.discount_minor) })}
        </Text>
        <Group gap="xs">
          <Badge color={checkOut.paid ? 'green' : 'orange'} variant="light">
            {checkOut.paid ? t('operations.paid') : t('operations.unpaid')}
          </Badge>
          <Badge color="gray" variant="light">
            {t(PAYMENT_METHOD_KEYS[checkOut.payment_method])}
          </Badge>
        </Group>
        <ReceiptActions movementId={checkOut.movement.id} code={checkOut.movement.code} withSms />
        <Group gap="xs">
          <Button leftSection={<IconPackageExport size={18} />} onClick={onAnother}>
            {t('checkOut.another')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('nav.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
