import { Checkbox, Input, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRooms } from '../api/coolingUnits';

interface RoomPickerProps {
  value: number[];
  onChange: (rooms: number[]) => void;
  error?: string;
}

/** The rooms an operator runs: a tick per room (big targets on a phone). No rooms yet: says so. */
export function RoomPicker({ value, onChange, error }: RoomPickerProps) {
  const { t } = useTranslation();
  const rooms = useRooms();
  const list = rooms.data ?? [];
  return (
    <Input.Wrapper label={t('operators.rooms')} description={t('operators.roomsHint')} error={error} labelElement="div">
      <Stack gap="xs" mt="xs">
        {rooms.isPending && <Loader size="sm" aria-label={t('shared.loading')} />}
        {!rooms.isPending && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('operators.noRooms')}
          </Text>
        )}
        {list.length > 0 && (
          <Checkbox.Group value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))} aria-label={t('operators.rooms')}>
            <Stack gap="xs">
              {list.map((room) => (
                <Checkbox key={room.id} value={String(room.id)} size="md" label={room.name} description={room.place || undefined} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
