import { gramsToKg, type ChargeLine, type MinorUnits, type RateBasis } from '@coldroom/domain';
import { Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/amounts';
import { formatNumber } from '../../lib/units';

// Written out in full so the translation-key check sees every key.
const UNIT_KEYS: Record<RateBasis, string> = {
  crate: 'charges.unit.crate',
  kg: 'charges.unit.kg',
  bag: 'charges.unit.bag',
  quintal: 'charges.unit.quintal',
};

const TIMES_KEYS: Record<'day' | 'week' | 'month', string> = {
  day: 'charges.times.day',
  week: 'charges.times.week',
  month: 'charges.times.month',
};

/** The basis unit in words ("crate", "bag of 50 kg"), for "per …" texts. */
export function basisUnitText(t: TFunction, language: string, basis: RateBasis, bagGrams?: number | null): string {
  const kg = bagGrams && bagGrams > 0 ? formatNumber(language, gramsToKg(bagGrams), 3) : '?';
  return t(UNIT_KEYS[basis], { kg });
}

const KINDS = new Set(['grace', 'once', 'first_period', 'rate', 'season', 'after_season']);

/** The server's breakdown lines (plain JSON records) as charge lines; unknown kinds are left out. */
export function toChargeLines(records: readonly Record<string, unknown>[]): ChargeLine[] {
  return records.filter((record) => typeof record.kind === 'string' && KINDS.has(record.kind)) as unknown as ChargeLine[];
}

export interface ChargeBreakdownProps {
  /** The breakdown of one basis unit's price (domain unitPrice/crateCharge `lines`, or the server's via toChargeLines). */
  lines: readonly ChargeLine[];
  /** The currency of the amounts (minor units). */
  currency: string;
  /** What each amount is per: the card's basis (and its bag weight in grams for `bag`). */
  basis: RateBasis;
  bagGrams?: number | null;
  /** The price of one unit for the stay (the lines' sum): shown as a closing line when given. */
  unitMinor?: MinorUnits;
  /** The minimum raised the fee: says so under the lines. */
  minimumApplied?: boolean;
}

/** One line as words: what it covers, how it is counted, and its amount. */
function describe(t: TFunction, line: ChargeLine, money: (minor: MinorUnits) => string): { label: string; detail?: string; amount: string | null } {
  const days = (count: number) => t('glossary.days', { count });
  switch (line.kind) {
    case 'grace':
      return { label: t('charges.grace', { days: days(line.days) }), amount: null };
    case 'once':
      return { label: t('charges.once'), amount: money(line.amount_minor) };
    case 'first_period':
      return { label: t('charges.firstPeriod', { days: days(line.days) }), amount: money(line.amount_minor) };
    case 'rate':
      return {
        label: line.from_day === line.to_day ? t('charges.oneDay', { day: line.from_day }) : t('charges.range', { from: line.from_day, to: line.to_day }),
        detail: t(TIMES_KEYS[line.period], { periods: line.periods, rate: money(line.rate_minor) }),
        amount: money(line.amount_minor),
      };
    case 'season':
      return { label: t('charges.season', { name: line.name, year: line.year }), detail: t('charges.seasonDetail', { days: days(line.days) }), amount: money(line.amount_minor) };
    case 'after_season':
      return {
        label: t('charges.afterSeason', { days: days(line.days) }),
        detail: t(TIMES_KEYS[line.period], { periods: line.periods, rate: money(line.rate_minor) }),
        amount: money(line.amount_minor),
      };
  }
}

/**
 * A price's breakdown (docs/rent-rules.md §3) as readable lines in the user's language and the currency:
 * free days, a flat first period, day ranges at a rate, season occurrences. Amounts are per basis unit, which
 * the list's name says ("Price for each crate").
 */
export function ChargeBreakdown({ lines, currency, basis, bagGrams, unitMinor, minimumApplied }: ChargeBreakdownProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: MinorUnits) => formatAmount(minor, currency, language);
  const unit = basisUnitText(t, language, basis, bagGrams);
  const title = t('charges.listLabel', { unit });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Stack component="ul" gap={4} m={0} p={0} aria-label={title} style={{ listStyle: 'none' }}>
        {lines.map((line, index) => {
          const { label, detail, amount } = describe(t, line, money);
          return (
            <Group component="li" key={index} justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm">{label}</Text>
                {detail && (
                  <Text size="xs" c="dimmed">
                    {detail}
                  </Text>
                )}
              </div>
              <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {amount ?? t('charges.free')}
              </Text>
            </Group>
          );
        })}
        {unitMinor !== undefined && (
          <Group component="li" justify="space-between" gap="xs" wrap="nowrap" pt={4} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text size="sm" fw={600}>
              {t('charges.unitTotal', { unit })}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {money(unitMinor)}
            </Text>
          </Group>
        )}
      </Stack>
      {minimumApplied && (
        <Text size="sm" c="dimmed">
          {t('charges.minimumApplied')}
        </Text>
      )}
    </Stack>
  );
}
