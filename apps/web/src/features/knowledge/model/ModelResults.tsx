import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { cropName, pickupUrgency, type Crop } from '@coldroom/domain';
import { IconInfoCircle, IconSnowflake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Format } from '../format';
import type { ModelResult } from './modelResult';

const URGENCY_COLOURS = { urgent: 'red.8', soon: 'orange.8', ok: 'teal.8', unknown: 'gray.7' } as const;
const DAY_MS = 86_400_000;

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

interface Props {
  crop: Crop;
  temperature: number;
  result: ModelResult;
  format: Format;
  onUseBest: (value: number) => void;
  suggested: number;
}

/** The answer first (days left, and the date that means), then the numbers behind it. */
export function ModelResults({ crop, temperature, result, format, onUseBest, suggested }: Props) {
  const { t } = useTranslation();
  const name = cropName(crop, format.language);
  const best = crop.temperature_c;
  const pickUpBy = format.date(new Date(Date.now() + result.daysLeft * DAY_MS));
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Text size="sm" fw={500}>
          {t('model.daysLeft')}
        </Text>
        <Text fz={36} fw={700} lh={1.2} c={URGENCY_COLOURS[pickupUrgency(result.daysLeft)]} data-testid="days-left" aria-live="polite">
          {format.days(result.daysLeft)}
        </Text>
        <Text size="sm" mt={4}>
          {result.daysLeft > 0 ? t('model.pickUpBy', { date: pickUpBy }) : t('model.pickUpNow')}
        </Text>
      </Paper>
      <SimpleGrid cols={3} spacing="sm">
        <Stat label={t('model.initialQuality')} value={format.number(result.initialQuality, { maximumFractionDigits: 0 })} testId="initial-quality" />
        <Stat label={t('model.threshold')} value={format.number(result.threshold, { maximumFractionDigits: 1 })} testId="threshold" />
        <Stat label={t('model.rate')} value={format.number(result.ratePerDay, { maximumSignificantDigits: 3 })} testId="rate" />
      </SimpleGrid>
      {best && (
        <Alert variant="light" color="cyan" icon={<IconInfoCircle size={20} aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('model.bestFor', { crop: name, range: format.temperatureRange(best) })}
              {crop.storage_life_days && ` ${t('model.storageLife', { days: format.daysRange(crop.storage_life_days) })}`}
            </Text>
            {temperature !== suggested && (
              <Button size="xs" variant="light" onClick={() => onUseBest(suggested)}>
                {t('model.useBest', { temperature: format.temperature(suggested) })}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {best && temperature < best.min && (
        <Alert variant="light" color="blue" icon={<IconSnowflake size={20} aria-hidden />}>
          {t('model.tooCold')}
        </Alert>
      )}
    </Stack>
  );
}
