import { crateCharge, kgToGrams, MAX_CRATE_GRAMS, type RateCard } from '@coldroom/domain';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChargeBreakdown } from '../../../components/operations/ChargeBreakdown';
import { formatAmount, normaliseKg } from '../../../lib/amounts';
import { formatNumber } from '../../../lib/units';

interface Props {
  /** The card being edited, or null while a field is wrong. */
  card: RateCard | null;
  currency: string;
  /** The stay starts on this date (the company's today): seasons depend on it. */
  checkedInOn: string;
  /** The crate weight the example starts with (the room's standard crate). */
  crateKg: number;
}

const MAX_DAYS = 3650;
const MAX_CRATES = 10_000;

function readWhole(input: string, min: number, max: number): number | null {
  const text = input.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The weight typed, in grams, when it is a crate's (0–500 kg). */
function readGrams(input: string): number | null {
  const kg = normaliseKg(input);
  if (kg === null) return null;
  try {
    const grams = kgToGrams(kg);
    return grams <= MAX_CRATE_GRAMS ? grams : null;
  } catch {
    return null;
  }
}

/**
 * "10 crates of 25 kg for 45 days cost …": the card being edited prices an example lot on the phone, with
 * the domain's crateCharge (what the server bills), as every field changes.
 */
export function LiveExample({ card, currency, checkedInOn, crateKg }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [crates, setCrates] = useState('10');
  const [kg, setKg] = useState(String(crateKg));
  const [days, setDays] = useState('45');
  const resultId = useId();

  const crateCount = readWhole(crates, 1, MAX_CRATES);
  const grams = readGrams(kg);
  const dayCount = readWhole(days, 1, MAX_DAYS);
  const inputsOk = crateCount !== null && grams !== null && dayCount !== null;
  const charge = card && inputsOk ? crateCharge(card, { checked_in_on: checkedInOn, days: dayCount }, grams, crateCount) : null;

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('rateCards.example.title')}
        </Title>
        <SimpleGrid cols={3} spacing="xs">
          <TextInput label={t('rateCards.example.crates')} inputMode="numeric" value={crates} onChange={(event) => setCrates(event.currentTarget.value)} aria-describedby={resultId} />
          <TextInput label={t('rateCards.example.kg')} inputMode="decimal" value={kg} onChange={(event) => setKg(event.currentTarget.value)} aria-describedby={resultId} />
          <TextInput label={t('rateCards.example.days')} inputMode="numeric" value={days} onChange={(event) => setDays(event.currentTarget.value)} aria-describedby={resultId} />
        </SimpleGrid>
        <div id={resultId} role="status" aria-live="polite">
          {!inputsOk ? (
            <Text size="sm" c="red.8">
              {t('rateCards.example.inputInvalid')}
            </Text>
          ) : !charge ? (
            <Text size="sm" c="dimmed">
              {t('rateCards.example.cardInvalid')}
            </Text>
          ) : (
            <Stack gap={2}>
              <Text fw={600}>
                {t('rateCards.example.total', {
                  crates: t('glossary.crates', { count: crateCount }),
                  kg: formatNumber(language, grams / 1000, 3),
                  days: t('glossary.days', { count: dayCount }),
                  amount: formatAmount(charge.fee_minor * crateCount, currency, language),
                })}
              </Text>
              <Text size="sm">{t('rateCards.example.perCrate', { amount: formatAmount(charge.fee_minor, currency, language) })}</Text>
            </Stack>
          )}
        </div>
        {charge && card && (
          <ChargeBreakdown lines={charge.lines} currency={currency} basis={card.basis} bagGrams={card.bag_grams} unitMinor={charge.unit_minor} minimumApplied={charge.minimum_applied} />
        )}
      </Stack>
    </Paper>
  );
}
