import { CROP_IDS } from '@coldroom/domain';
import { Button, Card, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencySign } from '../../../lib/amounts';
import { cropLabel } from '../../../lib/quantities';
import type { CommodityValues } from '../commodity';
import { KG_FIELD_KEYS, lossOptions, unitOptions } from '../options';

interface Props {
  index: number;
  values: CommodityValues;
  currency: string;
  problems: Record<string, string>;
  onChange: (values: CommodityValues) => void;
  onRemove: (() => void) | null;
}

/** One crop of the baseline survey: unit, a season's quantities in kg, price per unit, season, main loss. */
export function CommodityFields({ index, values, currency, problems, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const err = (field: string) => (problems[`commodities.${index}.${field}`] ? t(problems[`commodities.${index}.${field}`]!) : undefined);
  const set = (patch: Partial<CommodityValues>) => onChange({ ...values, ...patch });
  const kgField = (field: 'kg_per_unit' | 'total_kg' | 'self_consumed_kg' | 'sold_kg' | 'sold_below_market_kg') => (
    <TextInput label={t(KG_FIELD_KEYS[field])} rightSection={<Text size="xs">kg</Text>} inputMode="decimal" value={values[field]} onChange={(e) => set({ [field]: e.currentTarget.value })} error={err(field)} required />
  );
  const crops = CROP_IDS.map((id) => ({ value: id, label: cropLabel(id, language) }));
  return (
    <Card withBorder padding="sm" radius="md" aria-label={t('surveys.commodityN', { n: index + 1 })}>
      <Stack gap="sm">
        <Select label={t('surveys.crop')} data={crops} value={values.crop_id} onChange={(crop_id) => set({ crop_id })} error={err('crop_id')} searchable required />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label={t('surveys.unitLabel')} data={unitOptions(t)} value={values.unit} onChange={(unit) => set({ unit })} error={err('unit')} allowDeselect={false} required />
          {kgField('kg_per_unit')}
          {kgField('total_kg')}
          {kgField('self_consumed_kg')}
          {kgField('sold_kg')}
          {kgField('sold_below_market_kg')}
          <TextInput label={t('surveys.averagePrice')} leftSection={<Text size="xs">{currencySign(language, currency)}</Text>} inputMode="decimal" value={values.price} onChange={(e) => set({ price: e.currentTarget.value })} error={err('average_price_minor')} required />
          <TextInput label={t('surveys.seasonMonths')} rightSection={<Text size="xs">{t('surveys.monthsUnit')}</Text>} rightSectionWidth={64} inputMode="numeric" value={values.season_months} onChange={(e) => set({ season_months: e.currentTarget.value })} error={err('season_months')} required />
          <Select label={t('surveys.mainLoss')} data={lossOptions(t)} value={values.main_loss_reason} onChange={(main_loss_reason) => set({ main_loss_reason })} error={err('main_loss_reason')} required />
        </SimpleGrid>
        {onRemove && (
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {t('surveys.removeCommodity')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
