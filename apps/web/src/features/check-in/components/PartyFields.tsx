import type { CoolingUnit } from '@coldroom/contract';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FarmerPicker } from '../../../components/operations/FarmerPicker';
import { RoomSelect } from '../../../components/operations/RoomSelect';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';
import type { SpaceNow } from '../capacity';
import type { CheckInValues } from '../checkInForm';

interface PartyFieldsProps {
  form: UseFormReturnType<CheckInValues>;
  rooms: CoolingUnit[];
  room: CoolingUnit | null;
  onRoom: (room: CoolingUnit | null) => void;
  /** The room's free space with what this check-in adds so far (defect 8). */
  space: SpaceNow | null;
}

/** Whose produce (a farmer, or the walk-in customer) and which room it goes into, with the room's free space. */
export function PartyFields({ form, rooms, room, onRoom, space }: PartyFieldsProps) {
  const { t, i18n } = useTranslation();
  const values = form.getValues();
  const error = (path: string) => (form.errors[path] ? t(String(form.errors[path])) : undefined);
  const amount = (value: number) => (room?.metric === 'kg' ? formatTotalKg(i18n.language, value) : formatCrates(t, i18n.language, value));
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
      {room && space && (
        // Updated as crates and weights are entered, and read out when it changes (defect 8).
        <Alert variant="light" color={space.over || space.free <= 0 ? 'red' : 'cyan'} icon={<IconInfoCircle size={18} />} p="xs" role="status" aria-live="polite" data-testid="free-space">
          <Text size="sm">{t('checkIn.freeSpace', { free: amount(space.free) })}</Text>
          {space.adding > 0 && (
            <Text size="sm" fw={space.over ? 700 : undefined}>
              {space.over
                ? t('checkIn.spaceOver', { adding: amount(space.adding), over: amount(-space.left) })
                : t('checkIn.spaceLeft', { adding: amount(space.adding), left: amount(space.left) })}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
