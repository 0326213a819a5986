import type { ProduceItem } from '@coldroom/contract';
import { Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cropLabel, formatCrates, formatDays, formatTotalKg } from '../../lib/quantities';
import { LotTemperatureLine } from './LotTemperature';
import { LotPricingSummary } from './LotPricing';
import { PickupBadge } from './PickupBadge';
import { formatAmount } from '../../lib/amounts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The four facts in two columns: a plain grid with SimpleGrid's own rule (Mantine's SimpleGrid adds a <style>
 * element per instance, and each one makes the browser restyle the whole page: 57 cards on the operator's
 * main page, issue 25).
 */
const FACTS: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 'calc(0.25rem * var(--mantine-scale)) var(--mantine-spacing-xs)',
};

/**
 * A card out of view is skipped by the browser (style, layout and paint), keeping its last size once drawn.
 * On the operator's main page the style and layout after the last cards were drawn took 45 to 72 ms of this
 * host's CPU before (issue 25). The cards stay in the page for scrolling, search in the page, the keyboard and
 * screen readers.
 */
const OFF_SCREEN: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 300px' };

/** One lot in storage: crop, crates, kg, days stored, fee due with its card in one line, and time to pick up; opens its details. */
function ProduceCardView({ item, showFarmer = false, showRoom = false }: { item: ProduceItem; showFarmer?: boolean; showRoom?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const crop = cropLabel(item.crop_id, language);
  const owner = item.farmer.is_walk_in ? t('glossary.walkInCustomer') : item.farmer.name;
  const where = [showFarmer ? owner : null, showRoom ? `${item.cooling_unit.name} · ${item.company.name}` : null].filter(Boolean).join(' · ');
  return (
    <Card component={Link} to={`/produce-details?id=${item.id}`} withBorder padding="sm" radius="md" style={OFF_SCREEN}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            {/* The link is named by its text, which starts with the crop; a screen reader hears the check-in code too. */}
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              <span aria-hidden>{crop}</span>
              <VisuallyHidden>{t('operations.produceCardLabel', { crop, code: item.movement_code })}</VisuallyHidden>
            </Text>
            {where && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {where}
              </Text>
            )}
          </div>
          <IconChevronRight size={20} aria-hidden color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
        </Group>
        <PickupBadge days={item.time_to_pickup_days} size="lg" w="fit-content" maw="100%" />
        <div style={FACTS}>
          <Fact label={t('operations.crates')} value={formatCrates(t, language, item.crates)} />
          <Fact label={t('operations.weight')} value={formatTotalKg(language, item.weight_kg)} />
          <Fact label={t('operations.daysStored')} value={formatDays(language, item.days_stored)} />
          <Fact label={t('operations.feeDue')} value={formatAmount(item.fee_due_minor, item.currency, language)} />
        </div>
        {item.rate_card && <LotPricingSummary rateCard={item.rate_card} currency={item.currency} size="xs" />}
        <LotTemperatureLine record={item.temperature_record} />
      </Stack>
    </Card>
  );
}

/** Drawn again only when its lot changes: a key in a list's search box redraws the list, not each card. */
export const ProduceCard = memo(ProduceCardView);
