import { CROPS, formatMoney } from '@coldroom/domain';
import { ActionIcon, Button, Group, Input, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../lib/company';
import { useFieldProps } from '../../../lib/formProps';
import { cropLabel, PRICE_KEYS, PRICING_KEYS, RATE_UNIT_KEYS } from '../labels';
import { currencySymbol, decimalsOf, parseAmount } from '../money';
import { newCropRow, type RoomValues } from '../roomForm';

/** The crops a room accepts (the shipped catalogue, named in the user's language), each with its price in major units. */
export function CropPricesField({ form, currency }: { form: UseFormReturnType<RoomValues>; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const field = useFieldProps(form);
  const company = useCompany();
  const metric = form.values.metric;

  // The company's shortlist first (company details), then the rest of the catalogue, by name.
  const options = useMemo(() => {
    const shortlist = new Set(Array.isArray(company.data?.crop) ? (company.data.crop as unknown[]).map(String) : []);
    const collator = new Intl.Collator(language);
    return CROPS.map((crop) => ({ value: crop.id, label: cropLabel(crop, language), first: shortlist.has(crop.id) }))
      .sort((a, b) => Number(b.first) - Number(a.first) || collator.compare(a.label, b.label))
      .map(({ value, label }) => ({ value, label }));
  }, [company.data, language]);

  const symbol = currencySymbol(language, currency);
  const rows = form.values.crops;
  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('rooms.crops.none')}
        </Text>
      )}
      {rows.map((row, index) => {
        const taken = new Set(rows.filter((other) => other.key !== row.key).map((other) => other.crop));
        const parsed = parseAmount(row.rate, currency);
        return (
          <Paper key={row.key} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <Select
                  style={{ flex: 1, minWidth: 0 }}
                  label={t('rooms.crops.crop')}
                  data={options.filter((option) => !taken.has(option.value))}
                  searchable
                  allowDeselect={false}
                  placeholder={t('rooms.crops.cropPlaceholder')}
                  nothingFoundMessage={t('rooms.crops.noMatch')}
                  {...field(`crops.${index}.crop`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="xl"
                  aria-label={t('rooms.crops.remove')}
                  onClick={() => form.removeListItem('crops', index)}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
              <Input.Wrapper size="md" label={t('rooms.crops.pricing')} labelElement="div">
                <SegmentedControl
                  fullWidth
                  mt={4}
                  aria-label={t('rooms.crops.pricing')}
                  data={[
                    { value: 'daily', label: t(PRICING_KEYS.daily) },
                    { value: 'fixed', label: t(PRICING_KEYS.fixed) },
                  ]}
                  {...form.getInputProps(`crops.${index}.pricing`)}
                />
              </Input.Wrapper>
              <TextInput
                label={t('rooms.crops.rate', { currency })}
                description={t(RATE_UNIT_KEYS[row.pricing][metric])}
                inputMode={decimalsOf(currency) > 0 ? 'decimal' : 'numeric'}
                leftSection={<Text size="sm">{symbol}</Text>}
                leftSectionWidth={Math.max(36, symbol.length * 9 + 18)}
                {...field(`crops.${index}.rate`)}
              />
              {'minor' in parsed && (
                <Text size="sm" c="teal.8">
                  {t(PRICE_KEYS[row.pricing][metric], { amount: formatMoney(parsed.minor, currency, language, 'narrowSymbol') })}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => form.insertListItem('crops', newCropRow())}>
        {t('rooms.crops.add')}
      </Button>
    </Stack>
  );
}
