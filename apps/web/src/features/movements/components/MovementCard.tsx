import type { Movement } from '@coldroom/contract';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MovementCode, MovementTypeBadge, PaymentBadges } from '../../../components/operations/MovementLabels';
import { ReceiptActions } from '../../../components/operations/ReceiptActions';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';
import { formatDateTime } from '../../../lib/units';
import { formatAmount } from '../../../lib/amounts';
import { MarkPaid } from './MarkPaid';
import { storedCompany } from '../../../lib/company';

interface MovementCardProps {
  movement: Movement;
  staff: boolean;
  canCorrect: boolean;
  onCorrect: () => void;
}

/** One check-in or check-out: when, where, whose, how much, what was paid; its receipt; a correction when allowed. */
export function MovementCard({ movement, staff, canCorrect, onCorrect }: MovementCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, movement.currency, language);
  const owner = movement.farmer.is_walk_in ? t('glossary.walkInCustomer') : movement.farmer.name;
  const out = movement.type === 'check_out';
  return (
    <Card withBorder padding="sm" radius="md" aria-label={t('movements.cardLabel', { code: movement.code })}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <MovementTypeBadge type={movement.type} />
            <MovementCode code={movement.code} />
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(language, movement.time)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {[staff ? owner : null, movement.cooling_unit.name, staff ? null : movement.company.name].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm">
          {formatCrates(t, language, movement.crates)} · {formatTotalKg(language, movement.weight_kg)}
        </Text>
        {out && movement.total_minor !== null && (
          <Group gap="xs">
            <Text fw={700}>{money(movement.total_minor)}</Text>
            {movement.discount_minor ? (
              <Text size="sm" c="dimmed">
                {t('movements.discountWas', { discount: money(movement.discount_minor) })}
              </Text>
            ) : null}
            <PaymentBadges paid={movement.paid === true} method={movement.payment_method} />
          </Group>
        )}
        {out && movement.paid === false && movement.due_minor !== null && movement.total_minor !== null && movement.due_minor < movement.total_minor && (
          // Part paid: what the farmer still owes on it.
          <Text size="sm" fw={600}>
            {t('movements.stillOwed', { amount: money(movement.due_minor) })}
          </Text>
        )}
        {/* Staff record a payment the farmer makes after the check-out; the server checks who may. */}
        {staff && out && movement.paid === false && <MarkPaid movement={movement} />}
        {out && movement.market_survey_pending && movement.check_out_id !== null && (!staff || storedCompany()?.ml4Market !== false) && (
          // Staff do not see it once their company is known to have market features off (spec §6). A check-out of the last 21 days with a crop still lacking its market survey (issue 6).
          <Group gap="xs">
            <Badge color="yellow" variant="light">
              {t('movements.surveyPending')}
            </Badge>
            <Anchor component={Link} size="sm" to={`/market-survey?check_out=${movement.check_out_id}`}>
              {t('movements.fillSurvey')}
            </Anchor>
          </Group>
        )}
        <Group gap="xs">
          <ReceiptActions movementId={movement.id} code={movement.code} withSms={staff} size="xs" />
          {canCorrect && movement.editable && movement.check_in_id !== null && (
            <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={onCorrect}>
              {t('movements.correct')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
