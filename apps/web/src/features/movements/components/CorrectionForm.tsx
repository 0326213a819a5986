import type { CheckIn, CoolingUnit } from '@coldroom/contract';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { FarmerPicker } from '../../../components/operations/FarmerPicker';
import { showToast } from '../../../components/toast';
import { cropLabel } from '../../../lib/quantities';
import { useCorrectCheckIn } from '../api/correctCheckIn';
import { correctionBody, correctionProblems, correctionValuesOf, type CorrectionValues } from '../correction';

/** Same-day correction of a check-in: the farmer, each lot's crop, each crate's planned days. */
export function CorrectionForm({ checkIn, room, onDone }: { checkIn: CheckIn; room: CoolingUnit | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<CorrectionValues>(() => correctionValuesOf(checkIn));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const correct = useCorrectCheckIn();
  const crops = (room?.crops.map((price) => price.crop) ?? checkIn.lots.map((lot) => lot.crop_id)).map((crop) => ({ value: crop, label: cropLabel(crop, i18n.language) }));

  const save = async () => {
    const found = correctionProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    const body = correctionBody(checkIn, values);
    if (Object.keys(body).length === 0) return onDone();
    try {
      await correct.mutateAsync({ id: checkIn.id, body });
      showToast('movements.corrected', 'success');
      onDone();
    } catch {
      // Shown below the form; the values stay as typed.
    }
  };

  return (
    <Stack gap="sm">
      <FarmerPicker value={values.farmer} onChange={(farmer) => setValues({ ...values, farmer })} error={problems.farmer ? t(problems.farmer) : undefined} required />
      {checkIn.lots.map((lot, i) => (
        <Stack key={lot.id} gap={6}>
          <Select
            label={t('checkIn.lotTitle', { n: i + 1 })}
            data={crops}
            value={values.crops[lot.id] ?? null}
            onChange={(crop) => crop && setValues({ ...values, crops: { ...values.crops, [lot.id]: crop } })}
            allowDeselect={false}
            searchable
          />
          <Text size="sm" c="dimmed">
            {t('checkIn.crateDays')}
          </Text>
          <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
            {lot.crates.map((crate, n) => (
              <TextInput
                key={crate.id}
                aria-label={t('checkIn.crateDaysOf', { n: n + 1 })}
                leftSection={<Text size="xs">{crate.tag || n + 1}</Text>}
                leftSectionWidth={crate.tag ? 56 : 28}
                inputMode="numeric"
                value={values.days[crate.id] ?? ''}
                onChange={(event) => setValues({ ...values, days: { ...values.days, [crate.id]: event.currentTarget.value } })}
                error={problems[`days.${crate.id}`] ? t(problems[`days.${crate.id}`]!) : undefined}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
      <FormError error={correct.error} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          {t('shared.cancel')}
        </Button>
        <Button loading={correct.isPending} onClick={() => void save()}>
          {t('movements.saveCorrection')}
        </Button>
      </Group>
    </Stack>
  );
}
