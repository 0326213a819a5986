import { PAYMENT_METHODS, type AnalysisBucket, type CoolingUnit, type PaymentMethod } from '@coldroom/contract';
import { Chip, Group, MultiSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHOD_KEYS } from '../../../lib/operationLabels';
import { formatCalendarDate } from '../../../lib/format';
import { DATE_PRESETS, type AnalysisFilters, type DatePreset, type DateRange, type RangeProblems } from '../filters';

const PRESET_KEYS: Record<DatePreset, string> = {
  this_month: 'analysis.filters.thisMonth',
  last_30_days: 'analysis.filters.lastThirtyDays',
  this_year: 'analysis.filters.thisYear',
  custom: 'analysis.filters.custom',
};

interface FilterBarProps {
  filters: AnalysisFilters;
  /** The dates the preset stands for, shown under the chips. */
  range: DateRange | null;
  problems: RangeProblems;
  rooms: CoolingUnit[];
  roomsLoading: boolean;
  withPaymentMethods: boolean;
  onChange: (patch: Partial<AnalysisFilters>) => void;
}

/** Rooms, a date range (preset or custom), day or week, and (revenue) payment methods. */
export function FilterBar({ filters, range, problems, rooms, roomsLoading, withPaymentMethods, onChange }: FilterBarProps) {
  const { t, i18n } = useTranslation();
  const choosePreset = (preset: DatePreset) => {
    if (preset === filters.preset) return;
    // Custom starts from the dates shown, so the person only adjusts them.
    onChange(preset === 'custom' && range ? { preset, from: range.from, to: range.to } : { preset });
  };
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('analysis.filters.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: withPaymentMethods ? 2 : 1 }} spacing="sm">
          <MultiSelect
            label={t('analysis.filters.rooms')}
            placeholder={filters.rooms.length ? undefined : t('analysis.filters.allRooms')}
            data={rooms.map((room) => ({ value: String(room.id), label: `${room.name} · ${room.location.name}` }))}
            value={filters.rooms.map(String)}
            onChange={(ids) => onChange({ rooms: ids.map(Number) })}
            disabled={roomsLoading}
            clearable
            searchable
            nothingFoundMessage={t('operations.noRooms')}
          />
          {withPaymentMethods && (
            <MultiSelect
              label={t('analysis.filters.paymentMethods')}
              placeholder={filters.methods.length ? undefined : t('analysis.filters.allMethods')}
              data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(PAYMENT_METHOD_KEYS[method]) }))}
              value={filters.methods}
              onChange={(methods) => onChange({ methods: methods as PaymentMethod[] })}
              clearable
            />
          )}
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="analysis-period">
            {t('analysis.filters.period')}
          </Text>
          <Chip.Group multiple={false} value={filters.preset} onChange={(value) => choosePreset(value as DatePreset)}>
            <Group gap={6} role="radiogroup" aria-labelledby="analysis-period">
              {DATE_PRESETS.map((preset) => (
                <Chip key={preset} value={preset}>
                  {t(PRESET_KEYS[preset])}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        {filters.preset === 'custom' && (
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="date"
              label={t('analysis.filters.from')}
              value={filters.from}
              onChange={(event) => onChange({ from: event.currentTarget.value })}
              error={problems.from ? t(problems.from) : undefined}
              required
            />
            <TextInput
              type="date"
              label={t('analysis.filters.to')}
              value={filters.to}
              onChange={(event) => onChange({ to: event.currentTarget.value })}
              error={problems.to ? t(problems.to) : undefined}
              required
            />
          </SimpleGrid>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="analysis-range">
            {range ? t('analysis.filters.rangeShown', { from: formatCalendarDate(range.from, i18n.language), to: formatCalendarDate(range.to, i18n.language) }) : ''}
          </Text>
          <SegmentedControl
            aria-label={t('analysis.filters.bucket')}
            value={filters.bucket}
            onChange={(bucket) => bucket !== filters.bucket && onChange({ bucket: bucket as AnalysisBucket })}
            data={[
              { value: 'day', label: t('analysis.filters.byDay') },
              { value: 'week', label: t('analysis.filters.byWeek') },
            ]}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
