import type { CoolingUnit } from '@coldroom/contract';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FarmerPicker } from '../../../components/operations/FarmerPicker';
import { RoomSelect } from '../../../components/operations/RoomSelect';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';
import type { CheckInValues } from '../checkInForm';

interface PartyFieldsProps {
  form: UseFormReturnType<CheckInValues>;
  rooms: CoolingUnit[];
  room: CoolingUnit | null;
  onRoom: (room: CoolingUnit | null) => void;
}

/** Whose produce (a farmer, or the walk-in customer) and which room it goes into, with the room's free space. */
export function PartyFields({ form, rooms, room, onRoom }: PartyFieldsProps) {
  const { t, i18n } = useTranslation();
  const values = form.getValues();
  const error = (path: string) => (form.errors[path] ? t(String(form.errors[path])) : undefined);
  const free = room ? Math.max(0, room.occupancy.free) : null;
  return (
    <Stack gap="sm">
      <Switch
        label={t('glossary.walkInCustomer')}
        description={t('checkIn.walkInHint')}
        checked={values.walkIn}
        onChange={(event) => {
          form.setFieldValue('walkIn', event.currentTarget.checked);
          form.clearFieldError('farmer');
        }}
        size="md"
      />
      {!values.walkIn && (
        <FarmerPicker value={values.farmer} onChange={(farmer) => form.setFieldValue('farmer', farmer)} error={error('farmer')} required withoutWalkIn />
      )}
      <RoomSelect rooms={rooms} value={values.roomId} onChange={onRoom} error={error('roomId')} required />
      {room && free !== null && (
        <Alert variant="light" color={free > 0 ? 'cyan' : 'red'} icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">
            {t('checkIn.freeSpace', {
              free: room.metric === 'kg' ? formatTotalKg(i18n.language, free) : formatCrates(t, i18n.language, free),
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
