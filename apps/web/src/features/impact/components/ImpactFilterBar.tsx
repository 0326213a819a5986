import { CROPS } from '@coldroom/domain';
import { Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cropLabel } from '../../../lib/quantities';
import { useMyRooms } from '../../../lib/lookups/rooms';
import { useImpactCompanies } from '../api/impactApi';
import type { ImpactFilterValues } from '../filters';

interface Props {
  filters: ImpactFilterValues;
  problems: Partial<Record<'from' | 'to', string>>;
  admin: boolean;
  onChange: (change: Partial<ImpactFilterValues>) => void;
}

/**
 * Months from–to, and what to narrow to: a location, a room, a crop, farmers' gender; the administrator
 * chooses a company instead of a place (places belong to one company).
 */
export function ImpactFilterBar({ filters, problems, admin, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const rooms = useMyRooms(null, !admin);
  const companies = useImpactCompanies(admin);
  const locations = [...new Map((rooms.data ?? []).map((room) => [String(room.location.id), room.location.name])).entries()];
  const shownRooms = (rooms.data ?? []).filter((room) => !filters.location || String(room.location.id) === filters.location);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('impact.filters.title')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <TextInput
          type="month"
          label={t('impact.filters.from')}
          value={filters.from}
          error={problems.from ? t(problems.from) : undefined}
          onChange={(event) => onChange({ from: event.currentTarget.value })}
        />
        <TextInput
          type="month"
          label={t('impact.filters.to')}
          value={filters.to}
          error={problems.to ? t(problems.to) : undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
        />
        {admin ? (
          <Select
            label={t('impact.filters.company')}
            placeholder={t('impact.filters.allCompanies')}
            data={(companies.data?.items ?? []).map((company) => ({ value: String(company.id), label: company.name }))}
            value={filters.company}
            onChange={(company) => onChange({ company })}
            clearable
            searchable
          />
        ) : (
          <>
            <Select
              label={t('impact.filters.location')}
              placeholder={t('impact.filters.allLocations')}
              data={locations.map(([value, label]) => ({ value, label }))}
              value={filters.location}
              onChange={(location) => onChange({ location, room: null })}
              clearable
            />
            <Select
              label={t('impact.filters.room')}
              placeholder={t('impact.filters.allRooms')}
              data={shownRooms.map((room) => ({ value: String(room.id), label: room.name }))}
              value={filters.room}
              onChange={(room) => onChange({ room })}
              clearable
              searchable
            />
          </>
        )}
        <Select
          label={t('impact.filters.crop')}
          placeholder={t('impact.filters.allCrops')}
          data={CROPS.map((crop) => ({ value: crop.id, label: cropLabel(crop.id, i18n.language) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
          value={filters.crop}
          onChange={(crop) => onChange({ crop })}
          clearable
          searchable
        />
        <Select
          label={t('impact.filters.gender')}
          placeholder={t('impact.filters.allGenders')}
          data={[
            { value: 'female', label: t('impact.gender.female') },
            { value: 'male', label: t('impact.gender.male') },
            { value: 'other', label: t('impact.gender.other') },
          ]}
          value={filters.gender}
          onChange={(gender) => onChange({ gender: gender as ImpactFilterValues['gender'] })}
          clearable
        />
      </SimpleGrid>
    </Paper>
  );
}
