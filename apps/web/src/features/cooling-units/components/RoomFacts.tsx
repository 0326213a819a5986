import type { CoolingUnitAny } from '@coldroom/contract';
import { cropById, formatMoney } from '@coldroom/domain';
import { Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatKg } from '../../../lib/units';
import { cropLabel, FACT_KEYS, PRICE_KEYS } from '../labels';
import { RoomSection } from './RoomSection';
import { RoomStatus } from './RoomStatus';

/** What everyone may read about a room: fullness, temperature (staff), prices and operators (staff). */
export function RoomFacts({ room }: { room: CoolingUnitAny }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const staff = room.view === 'staff' ? room : null;
  return (
    <Stack gap="md">
      <RoomSection title={t('rooms.sections.now')}>
        <Stack gap="sm">
          <RoomStatus room={room} />
          <Text size="sm" c="dimmed">
            {t(FACT_KEYS[room.metric], { weight: formatKg(language, room.standard_crate_weight_kg) })}
          </Text>
        </Stack>
      </RoomSection>
      <RoomSection title={t('rooms.sections.crops')}>
        {room.crops.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rooms.crops.none')}
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" aria-label={t('rooms.sections.crops')}>
            {room.crops.map((price) => {
              const crop = cropById(price.crop);
              return (
                <List.Item key={price.crop}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {crop ? cropLabel(crop, language) : price.crop}
                    </Text>
                    <Text size="sm">{t(PRICE_KEYS[price.pricing][room.metric], { amount: formatMoney(price.rate, room.currency, language, 'narrowSymbol') })}</Text>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
      </RoomSection>
      {staff && (
        <RoomSection title={t('rooms.sections.operators')}>
          <Text size="sm" c={staff.operators.length ? undefined : 'dimmed'}>
            {staff.operators.length ? staff.operators.map((o) => `${o.first_name} ${o.last_name}`.trim()).join(', ') : t('rooms.operators.noneAssigned')}
          </Text>
        </RoomSection>
      )}
    </Stack>
  );
}
