import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCurrentLocation, IconMap2, IconMapPin, IconNumbers, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/formProps';
import { formatNumber } from '../../../lib/units';
import { DEVICE_PROBLEM_KEYS, DevicePositionError, getDevicePosition } from '../deviceLocation';
import { coordinatesOf, PLACE_METHODS, type LocationValues, type PlaceMethod } from '../validation';
import { MapPanel } from './MapPanel';

const METHOD_ICONS: Record<PlaceMethod, Icon> = { device: IconCurrentLocation, map: IconMap2, coordinates: IconNumbers, address: IconMapPin };
const METHOD_KEYS: Record<PlaceMethod, string> = {
  device: 'locations.method.device',
  map: 'locations.method.map',
  coordinates: 'locations.method.coordinates',
  address: 'locations.method.address',
};
const HINT_KEYS: Record<PlaceMethod, string> = {
  device: 'locations.hint.device',
  map: 'locations.hint.map',
  coordinates: 'locations.hint.coordinates',
  address: 'locations.hint.address',
};

// Six decimals: about 10 cm, more than any phone measures.
const fixed = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** How the place of a location is given: the device's position, a tap on the map, typed numbers, or only an address. */
export function PlacePicker({ form }: { form: UseFormReturnType<LocationValues> }) {
  const { t, i18n } = useTranslation();
  const field = useFieldProps(form);
  const [locating, setLocating] = useState(false);
  const [accuracy, setAccuracy] = useState<number | null>(null);
  const [deviceProblem, setDeviceProblem] = useState<string | null>(null);
  const method = form.values.method;
  const selected = coordinatesOf(form.values);

  const setPoint = ({ lat, lng }: { lat: number; lng: number }) => {
    form.setValues({ latitude: fixed(lat), longitude: fixed(lng) });
    form.clearFieldError('latitude');
    form.clearFieldError('longitude');
  };

  const locate = async () => {
    setLocating(true);
    setDeviceProblem(null);
    try {
      const position = await getDevicePosition();
      setPoint({ lat: position.latitude, lng: position.longitude });
      setAccuracy(position.accuracy);
    } catch (error) {
      setDeviceProblem(error instanceof DevicePositionError ? DEVICE_PROBLEM_KEYS[error.problem] : DEVICE_PROBLEM_KEYS.unavailable);
    } finally {
      setLocating(false);
    }
  };

  return (
    <Stack gap="sm">
      <Radio.Group size="md" label={t('locations.method.label')} {...form.getInputProps('method')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={6}>
          {PLACE_METHODS.map((value) => {
            const MethodIcon = METHOD_ICONS[value];
            return (
              <Radio.Card key={value} value={value} radius="md" p="sm" aria-label={t(METHOD_KEYS[value])}>
                <Group gap="xs" wrap="nowrap" align="center">
                  <Radio.Indicator size="sm" />
                  <MethodIcon size={20} aria-hidden />
                  <Text size="sm" lh={1.25}>
                    {t(METHOD_KEYS[value])}
                  </Text>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {t(HINT_KEYS[method])}
      </Text>

      {method === 'device' && (
        <Stack gap={4}>
          <Button variant="light" leftSection={<IconCurrentLocation size={18} />} loading={locating} onClick={() => void locate()}>
            {t('locations.device.button')}
          </Button>
          {deviceProblem && (
            <Text size="sm" c="red.8" role="alert">
              {t(deviceProblem)}
            </Text>
          )}
          {accuracy !== null && selected && (
            <Text size="sm" c="dimmed">
              {t('locations.device.accuracy', { metres: formatNumber(i18n.language, accuracy, 0) })}
            </Text>
          )}
        </Stack>
      )}

      {method !== 'address' && (
        <MapPanel
          height={260}
          label={t('locations.map.label')}
          selected={selected}
          onPick={method === 'map' ? setPoint : undefined}
        />
      )}

      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('locations.fields.latitude')}
          description={t('locations.fields.latitudeRange')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="6.52440"
          withAsterisk={method !== 'address'}
          {...field('latitude')}
        />
        <TextInput
          label={t('locations.fields.longitude')}
          description={t('locations.fields.longitudeRange')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="3.37920"
          withAsterisk={method !== 'address'}
          {...field('longitude')}
        />
      </SimpleGrid>
    </Stack>
  );
}
