import type { Location } from '@coldroom/contract';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import { formatCoordinate, formatNumber } from '../../../lib/units';
import { addressLine } from '../toRequest';
import { MapPanel } from './MapPanel';

/** A location for people who may not change it (operators, farmers): the facts and the map. */
export function LocationDetails({ location }: { location: Location }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const point = location.latitude !== null && location.longitude !== null ? { lat: location.latitude, lng: location.longitude } : null;
  const rows: [string, string][] = [
    [t('locations.fields.country'), countryName(location.country, language)],
    [t('locations.sections.address'), addressLine(location) || '—'],
    [
      t('locations.details.coordinates'),
      point ? `${formatCoordinate(language, point.lat)}, ${formatCoordinate(language, point.lng)}` : t('locations.list.noCoordinates'),
    ],
    [t('locations.details.rooms'), formatNumber(language, location.cooling_unit_count, 0)],
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {point ? (
        <MapPanel height={300} label={t('locations.map.label')} selected={point} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('locations.list.noCoordinates')}
        </Text>
      )}
    </Stack>
  );
}
