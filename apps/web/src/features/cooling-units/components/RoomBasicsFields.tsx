import { COOLING_UNIT_TYPES } from '@coldroom/contract';
import { ROOM_METRICS } from '@coldroom/domain';
import { Input, SegmentedControl, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/formProps';
import { useLocationOptions } from '../api/listLocationOptions';
import { METRIC_KEYS, TYPE_KEYS } from '../labels';
import type { RoomValues } from '../roomForm';

/** Name, location, type, metric, capacity, crate weight and the three flags of a room. */
export function RoomBasicsFields({ form }: { form: UseFormReturnType<RoomValues> }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const locations = useLocationOptions();
  const locationData = (locations.data?.items ?? []).map((location) => ({
    value: String(location.id),
    label: location.city ? `${location.name} · ${location.city}` : location.name,
  }));
  const metric = form.values.metric;
  return (
    <Stack gap="sm">
      <TextInput label={t('rooms.fields.name')} placeholder={t('rooms.fields.namePlaceholder')} withAsterisk {...field('name')} />
      <Select
        label={t('rooms.fields.location')}
        data={locationData}
        searchable
        withAsterisk
        allowDeselect={false}
        placeholder={locations.isPending ? t('rooms.fields.loading') : t('rooms.fields.locationPlaceholder')}
        nothingFoundMessage={t('rooms.fields.noLocations')}
        {...field('location')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('rooms.fields.type')}
          description={t('rooms.fields.typeHint')}
          data={COOLING_UNIT_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
          allowDeselect={false}
          {...field('type')}
        />
        <Input.Wrapper size="md" label={t('rooms.fields.metric')} description={t('rooms.fields.metricHint')} labelElement="div">
          <SegmentedControl
            fullWidth
            mt={4}
            aria-label={t('rooms.fields.metric')}
            data={ROOM_METRICS.map((value) => ({ value, label: t(METRIC_KEYS[value]) }))}
            {...form.getInputProps('metric')}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={metric === 'kg' ? t('rooms.fields.capacityKg') : t('rooms.fields.capacityCrates')}
          description={t('rooms.fields.capacityHint')}
          inputMode="numeric"
          withAsterisk
          {...field('capacity')}
        />
        <TextInput
          label={t('rooms.fields.crateWeight')}
          description={t('rooms.fields.crateWeightHint')}
          inputMode="decimal"
          rightSection="kg"
          {...field('standard_crate_weight_kg')}
        />
      </SimpleGrid>
      <Stack gap="xs" mt="xs">
        <Switch label={t('rooms.fields.public')} description={t('rooms.fields.publicHint')} {...form.getInputProps('public', { type: 'checkbox' })} />
        <Switch
          label={t('rooms.fields.editableCheckins')}
          description={t('rooms.fields.editableCheckinsHint')}
          {...form.getInputProps('editable_checkins', { type: 'checkbox' })}
        />
        <Switch label={t('rooms.fields.sensor')} description={t('rooms.fields.sensorHint')} {...form.getInputProps('sensor', { type: 'checkbox' })} />
      </Stack>
    </Stack>
  );
}
