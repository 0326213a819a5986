import { intlLocale } from '@coldroom/contract';
import { Chip, Group, NativeSelect, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { HARVEST_CHOICES, initialQualityFor, type Crop, type HarvestChoice } from '@coldroom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../format';
import { clampTemperature, TEMPERATURE_MAX_C, TEMPERATURE_MIN_C, TEMPERATURE_STEP_C } from './modelResult';

export const HARVEST_KEYS: Record<HarvestChoice, string> = {
  today: 'model.harvest.today',
  yesterday: 'model.harvest.yesterday',
  day_before_yesterday: 'model.harvest.day_before_yesterday',
  earlier: 'model.harvest.earlier',
};

interface Props {
  crop: Crop;
  crops: { value: string; label: string }[];
  onCrop: (id: string) => void;
  temperature: number;
  onTemperature: (value: number) => void;
  harvest: HarvestChoice;
  onHarvest: (value: HarvestChoice) => void;
  format: Format;
}

const MARKS = [0, 10, 20, 30];

function decimalSeparator(language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * The number box keeps what is being typed ("-", "3.") until it is a number; the slider or a crop change
 * replaces it with the new temperature.
 */
function useDraft(temperature: number) {
  const [draft, setDraft] = useState<string | number>(temperature);
  const [seen, setSeen] = useState(temperature);
  if (seen !== temperature) {
    setSeen(temperature);
    if (Number(draft) !== temperature) setDraft(temperature);
  }
  return [draft, setDraft] as const;
}

export function ModelControls({ crop, crops, onCrop, temperature, onTemperature, harvest, onHarvest, format }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(temperature);
  return (
    <Stack gap="md">
      <NativeSelect label={t('model.crop')} data={crops} value={crop.id} onChange={(event) => onCrop(event.currentTarget.value)} />
      <div>
        <NumberInput
          label={t('model.temperature')}
          description={t('model.temperatureHint')}
          value={draft}
          min={TEMPERATURE_MIN_C}
          max={TEMPERATURE_MAX_C}
          step={TEMPERATURE_STEP_C}
          decimalScale={1}
          decimalSeparator={decimalSeparator(format.language)}
          suffix=" °C"
          clampBehavior="blur"
          size="md"
          styles={{ wrapper: { maxWidth: '12rem' } }}
          onChange={(value) => {
            setDraft(value);
            if (typeof value === 'number' && Number.isFinite(value)) onTemperature(clampTemperature(value));
          }}
        />
        <Slider
          mt="sm"
          mb="xl"
          mx={6}
          value={temperature}
          min={TEMPERATURE_MIN_C}
          max={TEMPERATURE_MAX_C}
          step={TEMPERATURE_STEP_C}
          label={(value) => format.temperature(value)}
          thumbLabel={t('model.temperature')}
          marks={MARKS.map((value) => ({ value, label: format.temperature(value) }))}
          onChange={onTemperature}
          size="lg"
        />
      </div>
      <div>
        <Text size="sm" fw={500} mb={6} id="harvest-label">
          {t('model.harvest.label')}
        </Text>
        <Chip.Group multiple={false} value={harvest} onChange={(value) => onHarvest(value as HarvestChoice)}>
          <Group gap="xs" role="radiogroup" aria-labelledby="harvest-label">
            {HARVEST_CHOICES.map((choice) => (
              <Chip key={choice} value={choice} type="radio" disabled={initialQualityFor(crop, choice) === null}>
                {t(HARVEST_KEYS[choice])}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Stack>
  );
}
