import type { CoolingUnit } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cropLabel, formatCrates, formatTotalKg } from '../../../lib/quantities';
import type { CheckInValues } from '../checkInForm';
import { estimateCheckIn } from '../estimate';
import { formatAmount } from '../../../lib/amounts';
import { LotPricing } from '../../../components/operations/LotPricing';

/** The running fee estimate, from the room's prices (its crops' rate cards in force) and the same domain code the server charges with. */
export function FeeEstimate({ values, room }: { values: CheckInValues; room: CoolingUnit }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const estimate = estimateCheckIn(values, room);
  const money = (minor: number) => formatAmount(minor, estimate.currency, language);
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-cyan-light)" role="status" aria-live="polite" aria-label={t('checkIn.estimate')}>
      <Stack gap={4}>
        <Text fw={700}>{t('checkIn.estimate')}</Text>
        <Text size="sm">
          {formatCrates(t, language, estimate.crates)} · {formatTotalKg(language, gramsToKg(estimate.grams))}
        </Text>
        {values.lots.length > 1 &&
          estimate.lots.map((lot, i) =>
            lot ? (
              <Group key={values.lots[i]!.key} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('checkIn.lotTitle', { n: i + 1 })} · {cropLabel(values.lots[i]!.crop!, language)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(lot.plannedMinor)}
                </Text>
              </Group>
            ) : null,
          )}
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text size="sm">{t('checkIn.plannedFee')}</Text>
          <Text fw={700} size="xl" data-testid="planned-fee" style={{ whiteSpace: 'nowrap' }}>
            {money(estimate.plannedMinor)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('checkIn.oneDayFee')}
          </Text>
          <Text size="sm" data-testid="one-day-fee" style={{ whiteSpace: 'nowrap' }}>
            {money(estimate.oneDayMinor)}
          </Text>
        </Group>
        {estimate.lots.map((lot, i) =>
          lot?.rateCard ? (
            <LotPricing
              key={`card-${values.lots[i]!.key}`}
              rateCard={lot.rateCard}
              currency={estimate.currency}
              title={values.lots.length > 1 ? `${t('checkIn.lotTitle', { n: i + 1 })} · ${cropLabel(values.lots[i]!.crop!, language)}` : undefined}
            />
          ) : null,
        )}
        {!estimate.complete && (
          <Text size="xs" c="dimmed">
            {t('checkIn.estimatePartial')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
