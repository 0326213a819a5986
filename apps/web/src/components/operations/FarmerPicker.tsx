import type { Farmer } from '@coldroom/contract';
import { rem, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/afterPaint';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/connectivity';
import { fullName } from '../../lib/format';
import { knownFarmers, useFarmerOptions } from '../../lib/lookups/farmers';
import { leftToRight } from '../../lib/bidi';

/** A farmer as the pickers hand it on (from the farmers list, or from a produce lot's owner). */
export interface PickedFarmer {
  id: number;
  name: string;
  phone: string | null;
  isWalkIn: boolean;
}

export const pickedFromFarmer = (farmer: Farmer): PickedFarmer => ({
  id: farmer.id,
  name: fullName(farmer.firstName, farmer.lastName),
  phone: farmer.phone,
  isWalkIn: farmer.isWalkIn,
});

interface FarmerPickerProps {
  value: PickedFarmer | null;
  onChange: (farmer: PickedFarmer | null) => void;
  label?: string;
  error?: string;
  required?: boolean;
  /** Leave the walk-in customer out (the check-in offers it as a switch of its own). */
  withoutWalkIn?: boolean;
}

/** Farmers drawn when the list opens (about what its height shows); the rest follow after that paint. */
const FIRST_SHOWN = 6;

/**
 * Search the company's farmers by name, phone or farmer code, and pick one. With no network it searches
 * the farmers this device knows (lib/lookups/farmers.ts), and says so.
 */
export function FarmerPicker({ value, onChange, label, error, required, withoutWalkIn }: FarmerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // The list opens after the next paint, in a transition: a tap shows the caret at once and the list follows
  // (on a slow phone, drawing 20 farmers inside the tap held its paint for a quarter of a second). Closing
  // is immediate and cancels an opening that still waits.
  const [opened, setOpened] = useState(false);
  const pendingOpen = useRef<(() => void) | null>(null);
  // The list opens with the first few farmers (what its height shows) and draws the rest after that paint.
  const [allShown, setAllShown] = useState(false);
  const open = () => {
    pendingOpen.current ??= afterNextPaint(() => {
      startTransition(() => setOpened(true));
      pendingOpen.current = afterNextPaint(() => {
        pendingOpen.current = null;
        startTransition(() => setAllShown(true));
      });
    });
  };
  const close = () => {
    pendingOpen.current?.();
    pendingOpen.current = null;
    setOpened(false);
    setAllShown(false);
  };
  useEffect(() => () => pendingOpen.current?.(), []);
  const labelOf = (farmer: PickedFarmer) =>
    farmer.isWalkIn ? t('glossary.walkInCustomer') : [farmer.name || '—', leftToRight(farmer.phone)].filter(Boolean).join(' · ');
  // Once a farmer is chosen the box shows their label; that is not a search.
  const typed = value && search === labelOf(value) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 300);
  const online = useOnline();
  const client = useQueryClient();
  const options = useFarmerOptions(debounced, online);

  // Offline the device searches as each key comes; online the server's answer decides the list.
  const offlineSearch = online ? null : typed;
  const farmers = useMemo(() => {
    const listed = offlineSearch === null ? (options.data?.items ?? []) : knownFarmers(client, offlineSearch);
    const found = listed.map(pickedFromFarmer).filter((farmer) => !(withoutWalkIn && farmer.isWalkIn));
    return value && !found.some((farmer) => farmer.id === value.id) ? [value, ...found] : found;
  }, [offlineSearch, options.data, client, value, withoutWalkIn]);
  // The same list object while the farmers are the same: Mantine then keeps its parsed options between keys.
  const data = useMemo(
    () => farmers.map((farmer) => ({ value: String(farmer.id), label: labelOf(farmer) })),
    // labelOf reads only the farmer and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [farmers, t],
  );

  return (
    <Select
      label={label ?? t('operations.farmer')}
      description={online ? undefined : t('operations.farmersOnDevice')}
      placeholder={t('operations.farmerSearch')}
      leftSection={<IconUser size={18} aria-hidden />}
      searchable
      clearable
      required={required}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already (name, phone, code); show what it found as it is.
      filter={({ options: all }) => (allShown ? all : all.slice(0, FIRST_SHOWN))}
      nothingFoundMessage={options.isFetching ? t('shared.loading') : t('operations.noFarmerFound')}
      data={data}
      // A plain scrolling list: Mantine's scroll area measured and redrew its bar on every key.
      withScrollArea={false}
      styles={{ options: { maxHeight: rem(220), overflowY: 'auto' } }}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(farmers.find((farmer) => String(farmer.id) === id) ?? null)}
      dropdownOpened={opened}
      onDropdownOpen={open}
      onDropdownClose={close}
      onBlur={close}
      comboboxProps={{ withinPortal: true }}
      size="md"
    />
  );
}
