import type { LotRateCard, PricePreview } from '@coldroom/contract';
import { type MinorUnits } from '@coldroom/domain';
import { Divider, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cropLabel, formatDays, formatWeight } from '../../../lib/quantities';
import { formatAmount } from '../../../lib/amounts';
import { LotPricing } from '../../../components/operations/LotPricing';

/**
 * A crate's line is laid out and painted only near the screen (`content-visibility`): 200 of them below the
 * fold cost the phone their style and layout at every change of the page. Its last height is kept.
 */
const OFF_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 44px' } as const;

function Row({ label, value, strong, testId, crateLine }: { label: ReactNode; value: string; strong?: boolean; testId?: string; crateLine?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start" style={crateLine ? OFF_SCREEN : undefined}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

interface PriceLinesProps {
  preview: PricePreview;
  discountMinor: MinorUnits;
  totalMinor: MinorUnits;
  updating: boolean;
}

/**
 * One row per chosen crate. Drawn again only when the preview or the language changes: a key typed in the
 * discount redraws the discount and the total, not 200 crate lines (issue 25, INP on a low-tier phone).
 */
const FeeLines = memo(function FeeLines({ preview, language }: { preview: PricePreview; language: string }) {
  const { t } = useTranslation();
  const money = (minor: MinorUnits) => formatAmount(minor, preview.currency, language);
  return (
    <>
      {preview.lines.map((line) => (
        <Row
          key={line.crate_id}
          crateLine
          label={
            <>
              {cropLabel(line.crop_id, language)}
              {line.tag ? ` · ${line.tag}` : ''}
              <Text span size="xs" c="dimmed" display="block">
                {line.whole
                  ? formatWeight(language, line.weight_kg)
                  : t('checkOut.partOf', { part: formatWeight(language, line.weight_kg), weight: formatWeight(language, line.current_weight_kg) })}
                {' · '}
                {t('checkOut.daysCharged', { days: formatDays(language, line.days) })}
              </Text>
            </>
          }
          value={money(line.line_minor)}
        />
      ))}
    </>
  );
});

/** Each lot's rate card and one crate worked out (issue 29): the crop named when there are several lots. */
export const LotRateCards = memo(function LotRateCards({ rateCards, currency }: { rateCards: readonly LotRateCard[]; currency: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap="sm" data-testid="lot-rate-cards">
      {rateCards.map((rateCard) => (
        <LotPricing key={rateCard.lot_id} rateCard={rateCard} currency={currency} title={rateCards.length > 1 ? cropLabel(rateCard.crop_id, i18n.language) : undefined} />
      ))}
    </Stack>
  );
});

/**
 * The preview whose crate lines and rate cards are on the screen: a new preview is drawn in a transition,
 * which React does in slices with the phone free in between. With 200 crates chosen, drawing them in one
 * go took over a second on a low-tier phone, and a tap on the discount just then waited for all of it
 * (issue 25, INP). The subtotal, discount and total below them follow the new preview at once.
 */
function useDrawnInTurn(preview: PricePreview): PricePreview | null {
  const [drawn, setDrawn] = useState<PricePreview | null>(null);
  useEffect(() => {
    startTransition(() => setDrawn(preview));
  }, [preview]);
  return drawn;
}

/** The server's fee for every chosen crate (days charged, weight taken), how each lot is priced, the discount and the total. */
export function PriceLines({ preview, discountMinor, totalMinor, updating }: PriceLinesProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: MinorUnits) => formatAmount(minor, preview.currency, language);
  const drawn = useDrawnInTurn(preview);
  const busy = updating || drawn !== preview;
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-busy={busy} aria-label={t('checkOut.feeLines')}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{t('checkOut.feeLines')}</Text>
          {busy && <Loader size="xs" aria-label={t('shared.loading')} />}
        </Group>
        {drawn && <FeeLines preview={drawn} language={language} />}
        {drawn?.rate_cards && drawn.rate_cards.length > 0 && <LotRateCards rateCards={drawn.rate_cards} currency={drawn.currency} />}
        <Divider />
        <Row label={t('checkOut.subtotal')} value={money(preview.subtotal_minor)} />
        <Row label={t('checkOut.discount')} value={`− ${money(discountMinor)}`} />
        <Row label={t('checkOut.total')} value={money(totalMinor)} strong testId="checkout-total" />
      </Stack>
    </Paper>
  );
}
