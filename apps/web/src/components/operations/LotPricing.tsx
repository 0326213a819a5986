import type { LotRateCard } from '@coldroom/contract';
import type { RateCard } from '@coldroom/domain';
import { Box, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { cardSummary } from '../../features/rate-cards/summary';
import { formatAmount } from '../../lib/amounts';
import { formatDays, formatWeight } from '../../lib/quantities';
import { formatNumber } from '../../lib/units';
import { ChargeBreakdown, toChargeLines } from './ChargeBreakdown';

/** A lot's card as the domain's RateCard (the contract's body has the same parts, nullable). */
export const cardOf = (rateCard: Pick<LotRateCard, 'card'>): RateCard => rateCard.card as RateCard;

/** A card's summary in one line, in the user's language ("Rabi (1 Feb–31 Oct): ₹240.00 per quintal; outside it …"). */
export function LotPricingSummary({ rateCard, currency, size = 'sm' }: { rateCard: Pick<LotRateCard, 'card'>; currency: string; size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size={size} c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="rate-card-summary">
      {cardSummary(t, i18n.language, cardOf(rateCard), currency)}
    </Text>
  );
}

export interface LotPricingProps {
  rateCard: LotRateCard;
  currency: string;
  /** Shown before the summary (the crop, when several lots show their cards together). */
  title?: string;
}

/**
 * Where a lot's fee shows, its breakdown shows (issue 29, docs/rent-rules.md §8): the card in one line and,
 * under "How this is priced", one crate of the lot worked out (its weight, its days, the charge lines per basis
 * unit and the crate's fee). Closed on a phone, open on a wide screen.
 */
export function LotPricing({ rateCard, currency, title }: LotPricingProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const money = (minor: number) => formatAmount(minor, currency, language);
  const card = cardOf(rateCard);
  const example = rateCard.example;
  return (
    <Stack gap={4} data-testid={`lot-pricing-${rateCard.lot_id}`}>
      {title && (
        <Text size="sm" fw={600}>
          {title}
        </Text>
      )}
      <LotPricingSummary rateCard={rateCard} currency={currency} />
      {example && (
        <Box component="details" open={wide || undefined}>
          <Box component="summary" py={6} style={{ cursor: 'pointer', minHeight: 32 }}>
            <Text span size="sm" fw={600} c="blue.8">
              {t('charges.howPriced')}
            </Text>
          </Box>
          <Stack gap={6} pt={4} ps="xs" style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}>
            <Text size="sm">{t('charges.example', { weight: formatWeight(language, example.weight_kg), days: formatDays(language, example.days) })}</Text>
            <ChargeBreakdown lines={toChargeLines(example.lines)} currency={currency} basis={card.basis} bagGrams={card.bag_grams} unitMinor={example.unit_minor} minimumApplied={example.minimum_applied} />
            <Text size="sm" fw={600} data-testid="example-fee">
              {card.basis === 'crate' || example.minimum_applied
                ? t('charges.crateFeeOne', { fee: money(example.fee_minor) })
                : t('charges.crateFee', { price: money(example.unit_minor), units: formatNumber(language, example.units, 3), fee: money(example.fee_minor) })}
            </Text>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
