import type { CheckIn } from '@coldroom/contract';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReceiptActions } from '../../../components/operations/ReceiptActions';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';
import { formatAmount } from '../../../lib/amounts';

/** After a check-in: its code (written on the crates and read out to the farmer), what went in, the receipt. */
export function CheckInDone({ checkIn, onAnother }: { checkIn: CheckIn; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const owner = checkIn.farmer.is_walk_in ? t('operations.walkIn') : checkIn.farmer.name;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" variant="light" size={48} radius="xl" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('checkIn.doneTitle')}
          </Title>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {t('operations.code')}
          </Text>
          <Text fw={800} size="xl" ff="monospace" data-testid="movement-code" style={{ letterSpacing: 2 }}>
            {checkIn.movement.code}
          </Text>
        </div>
        <Text>
          {owner} · {checkIn.cooling_unit.name}
        </Text>
        <Text>
          {formatCrates(t, language, checkIn.crates)} · {formatTotalKg(language, checkIn.weight_kg)}
        </Text>
        <Text>{t('checkIn.plannedFeeIs', { fee: formatAmount(checkIn.planned_fee_minor, checkIn.currency, language) })}</Text>
        <ReceiptActions movementId={checkIn.movement.id} code={checkIn.movement.code} withSms />
        <Group gap="xs">
          <Button leftSection={<IconPlus size={18} />} onClick={onAnother}>
            {t('checkIn.another')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('nav.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
