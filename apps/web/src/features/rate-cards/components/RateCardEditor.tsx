import { RATE_BASES, RATE_PERIODS, type RateBasis, type RateCard, type RatePeriod } from '@coldroom/domain';
import { ActionIcon, Alert, Button, Group, Input, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { basisUnitText } from '../../../components/operations/ChargeBreakdown';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/errors';
import { useFieldProps } from '../../../lib/formProps';
import { fieldReasonKey } from '../../../lib/serverErrors';
import { currencySymbol, decimalsOf, parseAmount } from '../../cooling-units/money';
import { useCreateRateCard } from '../api/rateCards';
import {
  cardToFields,
  cardValidation,
  headlineRate,
  newTierRow,
  presetCard,
  presetOf,
  PRESETS,
  PROBLEM_KEYS,
  readCard,
  toCreateBody,
  type CardValues,
  type Preset,
} from '../cardForm';
import { LiveExample } from './LiveExample';

// Written out in full so the translation-key check sees every key.
const PRESET_KEYS: Record<Preset, string> = {
  daily_crate: 'rateCards.presets.dailyCrate',
  fixed_crate: 'rateCards.presets.fixedCrate',
  seasonal_quintal: 'rateCards.presets.seasonalQuintal',
  first_week: 'rateCards.presets.firstWeek',
  tiers: 'rateCards.presets.tiers',
};
const BASIS_KEYS: Record<RateBasis, string> = {
  crate: 'rateCards.basis.crate',
  kg: 'rateCards.basis.kg',
  bag: 'rateCards.basis.bag',
  quintal: 'rateCards.basis.quintal',
};
const PERIOD_KEYS: Record<RatePeriod, string> = {
  once: 'rateCards.period.once',
  day: 'rateCards.period.day',
  week: 'rateCards.period.week',
  month: 'rateCards.period.month',
};
const RATE_HINT_KEYS: Record<RatePeriod, string> = {
  once: 'rateCards.rateHint.once',
  day: 'rateCards.rateHint.day',
  week: 'rateCards.rateHint.week',
  month: 'rateCards.rateHint.month',
};

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TOUCH = { body: { minHeight: 44, alignItems: 'center' } };

interface Props {
  roomId: number;
  crop: string;
  cropName: string;
  currency: string;
  /** The card in force for the crop: the editor starts from it. */
  initialCard: RateCard;
  /** The company's today (YYYY-MM-DD): the earliest start, and the example's check-in date. */
  today: string;
  /** The room's standard crate weight, for the example. */
  crateKg: number;
}

/** The server's field errors on the editor's fields (its paths are the form's); the other paths' count. */
function applyCardErrors(form: UseFormReturnType<CardValues>, error: unknown): number {
  if (!(error instanceof ApiError)) return 0;
  let unmatched = 0;
  for (const [path, reason] of Object.entries(error.fields)) {
    if (path === 'effective_from' || path.startsWith('card.')) form.setFieldError(path, PROBLEM_KEYS[reason] ?? fieldReasonKey(reason));
    else unmatched += 1;
  }
  return unmatched;
}

/** A season bound as a month and a day (no year: the season comes back every year). */
function MonthDayField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: ReactNode }) {
  const { t } = useTranslation();
  const [month = '01', day = '01'] = value.split('-');
  const days = DAYS_IN_MONTH[Number(month) - 1] ?? 31;
  return (
    <Input.Wrapper label={label} error={error} labelElement="div" size="md">
      <Group gap="xs" wrap="nowrap" mt={4}>
        <NativeSelect
          size="md"
          style={{ flex: 2 }}
          aria-label={`${label}: ${t('rateCards.season.month')}`}
          error={Boolean(error)}
          data={MONTHS.map((m) => ({ value: m, label: t(`glossary.calendar.months.m${Number(m)}`) }))}
          value={month}
          onChange={(event) => {
            const next = event.currentTarget.value;
            const last = DAYS_IN_MONTH[Number(next) - 1] ?? 31;
            onChange(`${next}-${String(Math.min(Number(day), last)).padStart(2, '0')}`);
          }}
        />
        <NativeSelect
          size="md"
          style={{ flex: 1 }}
          aria-label={`${label}: ${t('rateCards.season.day')}`}
          error={Boolean(error)}
          data={Array.from({ length: days }, (_, i) => String(i + 1).padStart(2, '0')).map((d) => ({ value: d, label: String(Number(d)) }))}
          value={day}
          onChange={(event) => onChange(`${month}-${event.currentTarget.value}`)}
        />
      </Group>
    </Input.Wrapper>
  );
}

/**
 * A new version of a room's crop card (docs/rent-rules.md): a preset to start from, then every part of the
 * card, checked on the phone with the domain's rules as the server checks it, and priced live by an example.
 */
export function RateCardEditor({ roomId, crop, cropName, currency, initialCard, today, crateKg }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const seasonName = t('rateCards.season.defaultName');
  const form = useForm<CardValues>({
    initialValues: { effective_from: today, card: cardToFields(initialCard, currency, seasonName) },
    validate: cardValidation(currency, today),
  });
  const field = useFieldProps(form);
  const create = useCreateRateCard(roomId);
  const [failure, setFailure] = useState<unknown>(null);

  const values = form.values.card;
  const symbol = currencySymbol(language, currency);
  const money = {
    inputMode: decimalsOf(currency) > 0 ? ('decimal' as const) : ('numeric' as const),
    leftSection: <Text size="sm">{symbol}</Text>,
    leftSectionWidth: Math.max(36, symbol.length * 9 + 18),
  };
  const { card } = readCard(values, currency);
  const bagGrams = values.basis === 'bag' ? (card?.bag_grams ?? null) : null;
  const unit = basisUnitText(t, language, values.basis, bagGrams);
  const active = presetOf(values);
  const error = (path: string) => {
    const key = form.errors[path];
    return key ? t(String(key)) : undefined;
  };

  const choosePreset = (preset: Preset) => {
    const typed = readCard(values, currency).card;
    const parsedRate = parseAmount(values.tiers_on ? (values.tiers[0]?.rate_minor ?? '') : values.rate_minor, currency);
    const rate = typed ? headlineRate(typed) : 'minor' in parsedRate ? parsedRate.minor : headlineRate(initialCard);
    form.setFieldValue('card', cardToFields(presetCard(preset, rate, seasonName), currency, seasonName));
    form.clearErrors();
  };

  const setSwitch = (name: 'season_on' | 'first_on' | 'tiers_on' | 'minimum_on', on: boolean) => {
    form.setFieldValue(`card.${name}`, on);
    if (!on) return;
    // The parts that cannot go with the one switched on give way (docs/rent-rules.md §6).
    if (name === 'season_on') {
      form.setFieldValue('card.first_on', false);
      form.setFieldValue('card.tiers_on', false);
    }
    if (name === 'first_on' || name === 'tiers_on') form.setFieldValue('card.season_on', false);
    if (name !== 'minimum_on' && values.period === 'once') form.setFieldValue('card.period', 'day');
    if (name === 'tiers_on') form.setFieldValue('card.period', 'day');
  };

  const submit = form.onSubmit(async (formValues) => {
    setFailure(null);
    try {
      await create.mutateAsync(toCreateBody(formValues, crop, currency));
      showToast('rateCards.saved', 'success');
    } catch (caught) {
      applyCardErrors(form, caught);
      setFailure(caught);
    }
  });

  const section = (children: ReactNode) => (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('rateCards.editor.title', { crop: cropName })}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('rateCards.editor.title', { crop: cropName })}
        </Title>

        <Input.Wrapper label={t('rateCards.presets.label')} description={t('rateCards.presets.hint')} labelElement="div" size="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
            {PRESETS.map((preset) => (
              <Button key={preset} mih={44} fullWidth variant={active === preset ? 'filled' : 'default'} aria-pressed={active === preset} onClick={() => choosePreset(preset)}>
                {t(PRESET_KEYS[preset])}
              </Button>
            ))}
          </SimpleGrid>
        </Input.Wrapper>

        {section(
          <>
            <Input.Wrapper label={t('rateCards.basis.label')} error={error('card.basis')} labelElement="div" size="md">
              <SegmentedControl
                fullWidth
                size="md"
                mt={4}
                aria-label={t('rateCards.basis.label')}
                data={RATE_BASES.map((basis) => ({ value: basis, label: t(BASIS_KEYS[basis]) }))}
                value={values.basis}
                onChange={(value) => form.setFieldValue('card.basis', value as RateBasis)}
              />
            </Input.Wrapper>
            {values.basis === 'bag' && <TextInput label={t('rateCards.basis.bagKg')} inputMode="decimal" {...field('card.bag_grams')} />}
            <Input.Wrapper label={t('rateCards.period.label')} description={t('rateCards.period.hint')} error={error('card.period')} labelElement="div" size="md">
              <SegmentedControl
                fullWidth
                size="md"
                mt={4}
                aria-label={t('rateCards.period.label')}
                data={RATE_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
                value={values.period}
                onChange={(value) => form.setFieldValue('card.period', value as RatePeriod)}
              />
            </Input.Wrapper>
            {!values.tiers_on && (
              <TextInput
                label={t(values.season_on ? 'rateCards.afterSeasonRate' : 'rateCards.rate', { currency })}
                description={t(RATE_HINT_KEYS[values.period], { unit })}
                {...money}
                {...field('card.rate_minor')}
              />
            )}
          </>,
        )}

        {section(
          <>
            <Switch size="md" styles={TOUCH} label={t('rateCards.season.toggle')} checked={values.season_on} onChange={(event) => setSwitch('season_on', event.currentTarget.checked)} />
            {values.season_on && (
              <>
                <TextInput label={t('rateCards.season.name')} maxLength={40} {...field('card.season.name')} />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <MonthDayField label={t('rateCards.season.start')} value={values.season.start} onChange={(value) => form.setFieldValue('card.season.start', value)} error={error('card.season.start')} />
                  <MonthDayField label={t('rateCards.season.end')} value={values.season.end} onChange={(value) => form.setFieldValue('card.season.end', value)} error={error('card.season.end')} />
                </SimpleGrid>
                <TextInput label={t('rateCards.season.rate', { currency })} description={t('rateCards.season.rateHint', { unit })} {...money} {...field('card.season.rate_minor')} />
              </>
            )}
          </>,
        )}

        {section(
          <>
            <Switch size="md" styles={TOUCH} label={t('rateCards.first.toggle')} checked={values.first_on} onChange={(event) => setSwitch('first_on', event.currentTarget.checked)} />
            {error('card.first_period') && (
              <Text size="sm" c="red.8" role="alert">
                {error('card.first_period')}
              </Text>
            )}
            {values.first_on && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput label={t('rateCards.first.days')} inputMode="numeric" {...field('card.first_period.days')} />
                <TextInput label={t('rateCards.first.amount', { currency })} description={t('rateCards.first.hint', { unit })} {...money} {...field('card.first_period.amount_minor')} />
              </SimpleGrid>
            )}
          </>,
        )}

        {section(
          <>
            <Switch size="md" styles={TOUCH} label={t('rateCards.tiers.toggle')} checked={values.tiers_on} onChange={(event) => setSwitch('tiers_on', event.currentTarget.checked)} />
            {error('card.tiers') && (
              <Text size="sm" c="red.8" role="alert">
                {error('card.tiers')}
              </Text>
            )}
            {values.tiers_on && (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('rateCards.tiers.hint', { unit })}
                </Text>
                {values.tiers.map((tier, index) => {
                  const from = Number(tier.from_day);
                  const next = Number(values.tiers[index + 1]?.from_day);
                  const range = Number.isInteger(next) && next - 1 > from ? t('charges.range', { from, to: next - 1 }) : index === values.tiers.length - 1 ? t('rateCards.tiers.open', { from }) : t('charges.oneDay', { day: from });
                  return (
                    <Stack key={tier.key} gap={4} role="group" aria-label={t('rateCards.tiers.name', { n: index + 1 })}>
                      <Text size="sm" fw={600}>
                        {t('rateCards.tiers.name', { n: index + 1 })}
                        {Number.isInteger(from) && from > 0 ? ` · ${range}` : ''}
                      </Text>
                      <Group gap="xs" align="flex-start" wrap="nowrap">
                        <TextInput style={{ flex: 2, minWidth: 0 }} label={t('rateCards.tiers.from')} inputMode="numeric" {...field(`card.tiers.${index}.from_day`)} />
                        <TextInput style={{ flex: 3, minWidth: 0 }} label={t('rateCards.tiers.rate', { currency })} {...money} {...field(`card.tiers.${index}.rate_minor`)} />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="xl"
                          mt={28}
                          aria-label={t('rateCards.tiers.remove', { n: index + 1 })}
                          disabled={values.tiers.length === 1}
                          onClick={() => form.removeListItem('card.tiers', index)}
                        >
                          <IconTrash size={20} />
                        </ActionIcon>
                      </Group>
                    </Stack>
                  );
                })}
                <Button
                  variant="light"
                  leftSection={<IconPlus size={18} />}
                  disabled={values.tiers.length >= 20}
                  onClick={() => {
                    const last = Number(values.tiers.at(-1)?.from_day);
                    form.insertListItem('card.tiers', newTierRow(Number.isInteger(last) ? String(last + 30) : '', values.tiers.at(-1)?.rate_minor ?? ''));
                  }}
                >
                  {t('rateCards.tiers.add')}
                </Button>
              </Stack>
            )}
          </>,
        )}

        {section(
          <>
            <TextInput label={t('rateCards.grace.label')} description={t('rateCards.grace.hint')} inputMode="numeric" {...field('card.grace_days')} />
            <Switch size="md" styles={TOUCH} label={t('rateCards.minimum.toggle')} checked={values.minimum_on} onChange={(event) => setSwitch('minimum_on', event.currentTarget.checked)} />
            {values.minimum_on && (
              <>
                <Input.Wrapper label={t('rateCards.minimum.per')} error={error('card.minimum.per')} labelElement="div" size="md">
                  <SegmentedControl
                    fullWidth
                    size="md"
                    mt={4}
                    aria-label={t('rateCards.minimum.per')}
                    data={[
                      { value: 'crate', label: t('rateCards.minimum.perCrate') },
                      { value: 'lot', label: t('rateCards.minimum.perLot') },
                    ]}
                    value={values.minimum.per}
                    onChange={(value) => form.setFieldValue('card.minimum.per', value as 'crate' | 'lot')}
                  />
                </Input.Wrapper>
                <TextInput label={t('rateCards.minimum.amount', { currency })} {...money} {...field('card.minimum.amount_minor')} />
              </>
            )}
          </>,
        )}

        <LiveExample card={card} currency={currency} checkedInOn={today} crateKg={crateKg} />

        <TextInput type="date" label={t('rateCards.effectiveFrom')} description={t('rateCards.effectiveHint')} min={today} required {...field('effective_from')} />
        {failure !== null && (
          <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
            {t(failure instanceof ApiError && Object.keys(failure.fields).length > 0 ? 'rateCards.invalidCard' : errorMessageKey(failure))}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} fullWidth>
          {t('rateCards.save')}
        </Button>
      </Stack>
    </form>
  );
}
