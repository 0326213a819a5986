import { MOVEMENT_TYPES } from '@coldroom/contract';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import type { PickedFarmer } from '../../../components/operations/FarmerPicker';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { useMyRooms } from '../../../lib/lookups/rooms';
import { useSession } from '../../../lib/session';
import { MOVEMENTS_PAGE_SIZE, useMovements } from '../api/listMovements';
import { CorrectionModal } from '../components/CorrectionModal';
import { MovementCard } from '../components/MovementCard';
import { MovementFilters, type FilterState } from '../components/MovementFilters';

const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** Movement history: check-ins and check-outs, filtered by room, farmer, type, unpaid, code and dates, a page at a time. */
export function MovementsPage() {
  const { t } = useTranslation();
  const { role, user } = useSession();
  const staff = role === 'Operator' || role === 'Service Provider';
  const [params] = useSearchParams();
  const stateFarmer = (useLocation().state as { farmer?: PickedFarmer } | null)?.farmer ?? null;
  const [filter, setFilter] = useState<FilterState>({
    room: Number(params.get('room')) || null,
    farmer: stateFarmer,
    // A notification may open the history filtered (?room&type&from&to).
    type: MOVEMENT_TYPES.find((type) => type === params.get('type')) ?? null,
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    unpaid: params.get('paid') === 'false',
    code: '',
  });
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const rooms = useMyRooms(role === 'Operator' ? (user?.id ?? null) : null, staff);
  const dateError = filter.from && filter.to && filter.from > filter.to ? t('movements.fromAfterTo') : undefined;
  // The code is sent once typing pauses, not on every key.
  const [code] = useDebouncedValue(filter.code.trim(), 350);
  const movements = useMovements(
    { room: filter.room, farmer: filter.farmer?.id ?? null, type: filter.type, from: filter.from, to: filter.to, paid: filter.unpaid ? 'false' : null, code },
    page,
    !dateError,
  );
  const back = staff ? { to: '/management', labelKey: 'pages.management' } : { to: '/', labelKey: 'nav.home' };

  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('pages.movements')} subtitle={t('movements.intro')} back={back} />
      <MovementFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        rooms={rooms.data ?? null}
        staff={staff}
        dateError={dateError}
      />
      <QueryStatus query={movements}>
        {movements.data?.items.length === 0 ? (
          <EmptyState message={code ? t('shared.noMatches') : t('movements.empty')} />
        ) : (
          <Stack gap="xs" aria-busy={movements.isFetching}>
            {movements.data?.items.map((movement) => (
              <MovementCard
                key={movement.id}
                movement={movement}
                staff={staff}
                canCorrect={role === 'Operator'}
                onCorrect={() => setCorrecting(movement.check_in_id)}
              />
            ))}
            <ListPager total={movements.data?.total ?? 0} page={page} pageSize={MOVEMENTS_PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
      <CorrectionModal checkInId={correcting} rooms={rooms.data ?? []} onClose={() => setCorrecting(null)} />
    </Stack>
  );
}
