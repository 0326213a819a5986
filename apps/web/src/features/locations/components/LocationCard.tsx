import type { Location } from '@coldroom/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '../../../lib/countries';
import { formatCoordinate, formatNumber } from '../../../lib/units';
import { addressLine } from '../toRequest';

export function LocationCard({ location }: { location: Location }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const address = [addressLine(location), countryName(location.country, language)].filter(Boolean).join(', ');
  const hasPoint = location.latitude !== null && location.longitude !== null;
  return (
    <Card component={Link} to={`/locations/${location.id}`} withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {location.name}
          </Text>
          <Badge variant="light" tt="none" leftSection={<IconBuildingWarehouse size={14} aria-hidden />} style={{ flexShrink: 0 }}>
            {t('locations.list.rooms', { n: formatNumber(language, location.cooling_unit_count, 0) })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {address}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm" c={hasPoint ? undefined : 'dimmed'}>
            {hasPoint
              ? `${formatCoordinate(language, location.latitude!)}, ${formatCoordinate(language, location.longitude!)}`
              : t('locations.list.noCoordinates')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
