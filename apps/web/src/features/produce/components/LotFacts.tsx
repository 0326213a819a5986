import type { ProduceDetail } from '@coldroom/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HARVEST_AT_CHECK_IN_KEYS } from '../../../lib/operationLabels';
import { formatCrates, formatDays, formatTotalKg } from '../../../lib/quantities';
import { formatDateTime, formatPercent } from '../../../lib/units';
import { PRICE_KEYS } from '../labels';
import { formatAmount } from '../../../lib/amounts';
import { cardOf } from '../../../components/operations/LotPricing';
import { cardSummary } from '../../rate-cards/summary';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Everything about a lot at a glance: how much is left, for how long, what it owes, what was planned. */
export function LotFacts({ lot }: { lot: ProduceDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatAmount(minor, lot.currency, language);
  const planned = lot.planned_days === null ? t('produce.notPlanned') : formatDays(language, lot.planned_days);
  return (
    <Paper withBorder p="sm" radius="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t('operations.crates')} value={t('produce.ofInitial', { now: formatCrates(t, language, lot.crates), initial: formatCrates(t, language, lot.initial_crates) })} />
        <Fact label={t('operations.weight')} value={t('produce.ofInitial', { now: formatTotalKg(language, lot.weight_kg), initial: formatTotalKg(language, lot.initial_weight_kg) })} />
        <Fact label={t('operations.daysStored')} value={formatDays(language, lot.days_stored)} />
        <Fact label={t('operations.feeDue')} value={money(lot.fee_due_minor)} testId="fee-due" />
        <Fact label={t('produce.plannedCost', { days: planned })} value={money(lot.planned_fee_minor)} testId="planned-cost" />
        {/* A lot billed by a rate card version shows that card, not the room's price it was checked in at. */}
        <Fact
          label={t('produce.price')}
          value={
            lot.rate_card && lot.rate_card.rate_card_id !== null
              ? cardSummary(t, language, cardOf(lot.rate_card), lot.currency)
              : t(PRICE_KEYS[lot.pricing][lot.cooling_unit.metric], { price: money(lot.rate_minor) })
          }
        />
        <Fact label={t('produce.checkedIn')} value={formatDateTime(language, lot.checked_in_at)} />
        <Fact label={t('operations.code')} value={lot.movement_code} />
        <Fact label={t('produce.harvest')} value={t(HARVEST_AT_CHECK_IN_KEYS[lot.harvest])} />
        <Fact label={t('produce.qualityNow')} value={lot.quality === null ? t('produce.unknown') : formatPercent(language, lot.quality / 100)} />
      </SimpleGrid>
      {lot.notes && (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {lot.notes}
        </Text>
      )}
    </Paper>
  );
}
