import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenRange, type ChartRange } from '../seriesData';

type Preset = '24h' | '7d' | '30d';
type Choice = Preset | 'chosen';

/** 24 h, 7 days, 30 days, or two dates (native date inputs: a phone's own picker). */
export function ChartRangePicker({ value, onChange }: { value: ChartRange; onChange: (range: ChartRange) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(value.kind === 'preset' ? value.range : 'chosen');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pick = (next: string) => {
    setChoice(next as Choice);
    if (next !== 'chosen') onChange({ kind: 'preset', range: next as Preset });
  };
  const show = () => {
    const range = chosenRange(fromDay, toDay);
    setInvalid(range === null);
    if (range) onChange({ kind: 'chosen', ...range });
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        size="md"
        aria-label={t('roomChart.period')}
        value={choice}
        onChange={pick}
        data={[
          { value: '24h', label: t('roomChart.ranges.24h') },
          { value: '7d', label: t('roomChart.ranges.7d') },
          { value: '30d', label: t('roomChart.ranges.30d') },
          { value: 'chosen', label: t('roomChart.ranges.chosen') },
        ]}
      />
      {choice === 'chosen' && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput type="date" label={t('roomChart.from')} value={fromDay} onChange={(e) => setFromDay(e.currentTarget.value)} w={150} />
          <TextInput type="date" label={t('roomChart.to')} value={toDay} onChange={(e) => setToDay(e.currentTarget.value)} w={150} />
          <Button variant="light" size="md" onClick={show}>
            {t('roomChart.show')}
          </Button>
        </Group>
      )}
      {choice === 'chosen' && invalid && (
        <Text size="sm" c="red.9" role="alert">
          {t('roomChart.invalidRange')}
        </Text>
      )}
    </Stack>
  );
}
