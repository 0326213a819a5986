import type { Farmer } from '@coldroom/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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

/**
 * Search the company's farmers by name, phone or farmer code, and pick one. With no network it searches
 * the farmers this device knows (lib/lookups/farmers.ts), and says so.
 */
export function FarmerPicker({ value, onChange, label, error, required, withoutWalkIn }: FarmerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const labelOf = (farmer: PickedFarmer) =>
    farmer.isWalkIn ? t('glossary.walkInCustomer') : [farmer.name || '—', leftToRight(farmer.phone)].filter(Boolean).join(' · ');
  // Once a farmer is chosen the box shows their label; that is not a search.
  const typed = value && search === labelOf(value) ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 300);
  const online = useOnline();
  const client = useQueryClient();
  const options = useFarmerOptions(debounced, online);

  const farmers = useMemo(() => {
    const listed = online ? (options.data?.items ?? []) : knownFarmers(client, typed);
    const found = listed.map(pickedFromFarmer).filter((farmer) => !(withoutWalkIn && farmer.isWalkIn));
    return value && !found.some((farmer) => farmer.id === value.id) ? [value, ...found] : found;
  }, [online, options.data, client, typed, value, withoutWalkIn]);

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
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('shared.loading') : t('operations.noFarmerFound')}
      data={farmers.map((farmer) => ({ value: String(farmer.id), label: labelOf(farmer) }))}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(farmers.find((farmer) => String(farmer.id) === id) ?? null)}
      comboboxProps={{ withinPortal: true }}
      size="md"
    />
  );
}
