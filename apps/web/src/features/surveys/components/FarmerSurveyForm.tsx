import type { FARMER_KINDS, FarmerSurveyResponse, SurveyCommodityInput } from '@coldroom/contract';
import { isCurrency } from '@coldroom/domain';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../components/forms/CurrencySelect';
import { FormError } from '../../../components/forms/FormError';
import { showToast } from '../../../components/toast';
import { formatDateTime } from '../../../lib/units';
import { useSaveFarmerSurvey } from '../api/farmerSurvey';
import { checkCommodity, commodityValuesOf, emptyCommodity, type CommodityValues } from '../commodity';
import { kindOptions } from '../options';
import { serverProblems } from '../problems';
import { CommodityFields } from './CommodityFields';

/** The baseline survey form (create or edit); every problem is named on its field. */
export function FarmerSurveyForm({ data, staff, suggestedCurrency }: { data: FarmerSurveyResponse; staff: boolean; suggestedCurrency: string | null }) {
  const { t, i18n } = useTranslation();
  const survey = data.survey;
  const [currency, setCurrency] = useState<string | null>(suggestedCurrency);
  const [kind, setKind] = useState<string | null>(survey?.kind ?? null);
  const [experience, setExperience] = useState(survey?.cold_room_experience ?? false);
  const [months, setMonths] = useState(survey?.experience_months ? String(survey.experience_months) : '');
  const [rows, setRows] = useState<CommodityValues[]>(survey ? survey.commodities.map((row) => commodityValuesOf(row, survey.currency)) : [emptyCommodity()]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveFarmerSurvey();
  const err = (field: string) => (problems[field] ? t(problems[field]) : undefined);

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!kind) found.kind = 'forms.required';
    if (!currency) found.currency = 'forms.required';
    else if (!isCurrency(currency)) found.currency = 'forms.invalidCurrency';
    const monthsValue = Number(months);
    if (experience && (!Number.isInteger(monthsValue) || monthsValue < 1 || monthsValue > 600)) found.experience_months = 'surveys.experienceRange';
    const bodies: SurveyCommodityInput[] = [];
    rows.forEach((row, i) => {
      const checked = checkCommodity(row, currency);
      for (const [field, key] of Object.entries(checked.problems)) found[`commodities.${i}.${field}`] = key;
      if (checked.body) bodies.push(checked.body);
    });
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync({
        ...(staff ? { farmer_id: data.farmer.id } : {}),
        kind: kind as (typeof FARMER_KINDS)[number],
        cold_room_experience: experience,
        experience_months: experience ? monthsValue : null,
        currency: currency!,
        commodities: bodies,
      });
      showToast('surveys.saved', 'success');
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {survey ? t('surveys.lastSaved', { when: formatDateTime(i18n.language, survey.updated_at), who: survey.updated_by }) : t('surveys.notYet', { name: data.farmer.name })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select label={t('surveys.kind')} data={kindOptions(t)} value={kind} onChange={setKind} error={err('kind')} required />
        <Stack gap={6} justify="flex-end">
          <Checkbox label={t('surveys.experience')} checked={experience} onChange={(e) => setExperience(e.currentTarget.checked)} />
          {experience && <TextInput label={t('surveys.experienceMonths')} rightSection={<Text size="xs">{t('surveys.monthsUnit')}</Text>} rightSectionWidth={64} inputMode="numeric" value={months} onChange={(e) => setMonths(e.currentTarget.value)} error={err('experience_months')} required />}
        </Stack>
      </SimpleGrid>
      <CurrencySelect description={t('surveys.currencyHint')} value={currency} onChange={setCurrency} error={err('currency')} required />
      {rows.map((row, i) => (
        <CommodityFields
          key={i}
          index={i}
          values={row}
          currency={currency ?? ''}
          problems={problems}
          onChange={(next) => setRows(rows.map((r, j) => (j === i ? next : r)))}
          onRemove={rows.length > 1 ? () => setRows(rows.filter((_, j) => j !== i)) : null}
        />
      ))}
      <FormError error={save.error} />
      <Group justify="space-between" gap="xs">
        <Button variant="default" onClick={() => setRows([...rows, emptyCommodity()])}>
          {t('surveys.addCommodity')}
        </Button>
        <Button loading={save.isPending} onClick={() => void submit()}>
          {t('surveys.save')}
        </Button>
      </Group>
    </Stack>
  );
}
