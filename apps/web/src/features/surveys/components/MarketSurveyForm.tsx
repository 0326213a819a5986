import type { MarketSurveyInput, SurveyCheckOut } from '@coldroom/contract';
import { Alert, Button, Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { showToast } from '../../../components/toast';
import { currencySign, parseMoneyInput } from '../../../lib/amounts';
import { cropLabel, formatWeight } from '../../../lib/quantities';
import { useCreateMarketSurvey } from '../api/marketSurveys';
import { serverProblems } from '../problems';
import { lossOptions, parseDecimal, unitOptions, whereSoldOptions } from '../options';

interface Values {
  where_sold: string | null;
  price: string;
  unit: string | null;
  kg_per_unit: string;
  selling_date: string;
  lost_kg: string;
  loss_reason: string | null;
}

/** The market survey of one crop of a check-out; every problem is named on its field. */
export function MarketSurveyForm({ checkOut, cropId, kg }: { checkOut: SurveyCheckOut; cropId: string; kg: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The company's date, not the device's UTC date: the two differ for an hour each night in Lagos.
  const today = checkOut.today;
  const [values, setValues] = useState<Values>({ where_sold: null, price: '', unit: 'crates', kg_per_unit: '', selling_date: today, lost_kg: '0', loss_reason: null });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useCreateMarketSurvey();
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });
  const err = (field: string) => (problems[field] ? t(problems[field]) : undefined);

  const submit = async () => {
    const found: Record<string, string> = {};
    const price = parseMoneyInput(values.price, checkOut.currency);
    const kgPerUnit = parseDecimal(values.kg_per_unit);
    const lost = parseDecimal(values.lost_kg);
    if (!values.where_sold) found.where_sold = 'forms.required';
    if (!values.price.trim()) found.price_minor = 'forms.required';
    else if ('problem' in price) found.price_minor = price.problem;
    if (!values.unit) found.unit = 'forms.required';
    if (kgPerUnit === null || kgPerUnit <= 0) found.kg_per_unit = 'surveys.positiveKg';
    if (!values.selling_date || values.selling_date < checkOut.date || values.selling_date > today) found.selling_date = 'surveys.sellingDateRange';
    if (lost === null) found.lost_kg = 'forms.invalid';
    else if (lost > kg) found.lost_kg = 'surveys.lostTooMuch';
    if (lost !== null && lost > 0 && !values.loss_reason) found.loss_reason = 'forms.required';
    setProblems(found);
    if (Object.keys(found).length || 'problem' in price) return;
    const body: MarketSurveyInput = {
      check_out_id: checkOut.check_out_id,
      crop_id: cropId,
      where_sold: values.where_sold as MarketSurveyInput['where_sold'],
      price_minor: price.minor,
      unit: values.unit as MarketSurveyInput['unit'],
      kg_per_unit: kgPerUnit!,
      selling_date: values.selling_date,
      lost_kg: lost!,
      loss_reason: (values.loss_reason as MarketSurveyInput['loss_reason']) ?? null,
    };
    try {
      await create.mutateAsync(body);
      showToast('surveys.saved', 'success');
    } catch (error) {
      // The server names fields too (window closed, crop already surveyed…): show them where they belong.
      setProblems(serverProblems(error));
    }
  };

  return (
    <Card withBorder padding="sm" radius="md" aria-label={t('surveys.cropForm', { crop: cropLabel(cropId, language) })}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {cropLabel(cropId, language)} · {formatWeight(language, kg)}
        </Title>
        <Select label={t('surveys.whereSoldLabel')} data={whereSoldOptions(t)} value={values.where_sold} onChange={(where_sold) => set({ where_sold })} error={err('where_sold')} required />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label={t('surveys.unitLabel')} data={unitOptions(t)} value={values.unit} onChange={(unit) => set({ unit })} error={err('unit')} allowDeselect={false} required />
          <TextInput label={t('surveys.kgPerUnit')} rightSection={<Text size="xs">kg</Text>} inputMode="decimal" value={values.kg_per_unit} onChange={(e) => set({ kg_per_unit: e.currentTarget.value })} error={err('kg_per_unit')} required />
          <TextInput label={t('surveys.pricePerUnit')} leftSection={<Text size="xs">{currencySign(language, checkOut.currency)}</Text>} inputMode="decimal" value={values.price} onChange={(e) => set({ price: e.currentTarget.value })} error={err('price_minor')} required />
          <TextInput label={t('surveys.sellingDate')} type="date" min={checkOut.date} max={today} value={values.selling_date} onChange={(e) => set({ selling_date: e.currentTarget.value })} error={err('selling_date')} required />
          <TextInput label={t('surveys.lostKg')} rightSection={<Text size="xs">kg</Text>} inputMode="decimal" value={values.lost_kg} onChange={(e) => set({ lost_kg: e.currentTarget.value })} error={err('lost_kg')} required />
          <Select label={t('surveys.lossReason')} data={lossOptions(t)} value={values.loss_reason} onChange={(loss_reason) => set({ loss_reason })} error={err('loss_reason')} clearable />
        </SimpleGrid>
        {/* A crop answered meanwhile (409) has no field of its own here: say so in place of the general text. */}
        {problems.crop_id ? (
          <Alert color="red" role="alert">
            {t(problems.crop_id)}
          </Alert>
        ) : (
          <FormError error={create.error} />
        )}
        <Button loading={create.isPending} onClick={() => void submit()}>
          {t('surveys.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
