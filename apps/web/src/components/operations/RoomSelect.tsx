import type { CoolingUnit } from '@coldroom/contract';
import { Select } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RoomSelectProps {
  rooms: CoolingUnit[];
  value: number | null;
  onChange: (room: CoolingUnit | null) => void;
  label?: string;
  error?: string;
  required?: boolean;
  clearable?: boolean;
  placeholder?: string;
}

/** One of the cold rooms the person works with, named with its location. */
export function RoomSelect({ rooms, value, onChange, label, error, required, clearable, placeholder }: RoomSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label ?? t('operations.room')}
      placeholder={placeholder ?? t('operations.roomPick')}
      leftSection={<IconBuildingWarehouse size={18} aria-hidden />}
      required={required}
      clearable={clearable}
      error={error}
      allowDeselect={false}
      data={rooms.map((room) => ({ value: String(room.id), label: `${room.name} · ${room.location.name}` }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(rooms.find((room) => String(room.id) === id) ?? null)}
      nothingFoundMessage={t('operations.noRooms')}
      size="md"
    />
  );
}
