import { MOVEMENT_TYPES, type CoolingUnit, type MovementType } from '@coldroom/contract';
import { Chip, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SearchInput } from '../../../components/SearchInput';
import { useTranslation } from 'react-i18next';
import { FarmerPicker, type PickedFarmer } from '../../../components/operations/FarmerPicker';
import { RoomSelect } from '../../../components/operations/RoomSelect';
import { MOVEMENT_TYPE_KEYS } from '../../../lib/operationLabels';

/** The server takes a code search of at most this many characters (movementListQuerySchema). */
const CODE_SEARCH_MAX = 16;

export interface FilterState {
  room: number | null;
  farmer: PickedFarmer | null;
  type: MovementType | null;
  from: string;
  to: string;
  /** Only check-outs with money still owed. */
  unpaid: boolean;
  /** Part of a movement code. */
  code: string;
}

interface MovementFiltersProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  rooms: CoolingUnit[] | null;
  staff: boolean;
  dateError?: string;
}

/** Room and farmer (staff), type, unpaid only, a code search and a date range. */
export function MovementFilters({ value, onChange, rooms, staff, dateError }: MovementFiltersProps) {
  const { t } = useTranslation();
  const set = (part: Partial<FilterState>) => onChange({ ...value, ...part });
  return (
    <Stack gap="sm">
      {staff && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RoomSelect rooms={rooms ?? []} value={value.room} onChange={(room) => set({ room: room?.id ?? null })} clearable placeholder={t('movements.allRooms')} />
          <FarmerPicker value={value.farmer} onChange={(farmer) => set({ farmer })} />
        </SimpleGrid>
      )}
      <Chip.Group multiple={false} value={value.type ?? 'all'} onChange={(type) => set({ type: type === 'all' ? null : (type as MovementType) })}>
        <Group gap={6} role="radiogroup" aria-label={t('movements.type')}>
          <Chip value="all">{t('movements.allTypes')}</Chip>
          {MOVEMENT_TYPES.map((type) => (
            <Chip key={type} value={type}>
              {t(MOVEMENT_TYPE_KEYS[type])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SearchInput
          label={t('movements.codeSearch')}
          placeholder={t('movements.codeSearchHint')}
          value={value.code}
          maxLength={CODE_SEARCH_MAX}
          onChange={(code) => set({ code })}
        />
        <Chip checked={value.unpaid} onChange={(unpaid) => set({ unpaid })} size="md" style={{ alignSelf: 'end' }}>
          {t('movements.unpaidOnly')}
        </Chip>
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput type="date" label={t('movements.from')} value={value.from} onChange={(event) => set({ from: event.currentTarget.value })} max={value.to || undefined} />
        <TextInput type="date" label={t('movements.to')} value={value.to} onChange={(event) => set({ to: event.currentTarget.value })} min={value.from || undefined} error={dateError} />
      </SimpleGrid>
    </Stack>
  );
}
