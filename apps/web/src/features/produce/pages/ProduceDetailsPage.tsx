import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconHistory, IconPackageExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { PickedFarmer } from '../../../components/operations/FarmerPicker';
import { PickupBadge } from '../../../components/operations/PickupBadge';
import { PrintLabels } from '../../../components/operations/PrintLabels';
import { LotTemperaturePanel } from '../../../components/operations/LotTemperature';
import { LotPricing } from '../../../components/operations/LotPricing';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { cropLabel } from '../../../lib/quantities';
import { useSession } from '../../../lib/session';
import { useProduceDetail } from '../api/getProduce';
import { CrateTable } from '../components/CrateTable';
import { LotFacts } from '../components/LotFacts';
import { LotMovements } from '../components/LotMovements';
import { ProduceList } from '../components/ProduceList';
import { ShelfLifeChart } from '../components/ShelfLifeChart';

/** The lot's id: ?id= in the address, or { id } in the navigation state. */
function useLotId(): number | null {
  const [params] = useSearchParams();
  const state = useLocation().state as { id?: unknown } | null;
  const id = Number(params.get('id') ?? state?.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** produce-details: one lot, its crates, fees and how they are priced, planned cost and shelf-life curve; operators check out from here. */
export function ProduceDetailsPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const id = useLotId();
  const lot = useProduceDetail(id);
  const staff = role === 'Operator' || role === 'Service Provider';
  if (id === null) {
    return (
      <Stack gap="md">
        <PageHeader title={t('pages.produceDetails')} subtitle={t('produce.pick')} back={{ to: '/', labelKey: 'nav.home' }} />
        <ProduceList staff={staff} />
      </Stack>
    );
  }
  const data = lot.data;
  const owner: PickedFarmer | null = data ? { id: data.farmer.id, name: data.farmer.name, phone: data.farmer.phone, isWalkIn: data.farmer.is_walk_in } : null;
  return (
    <Stack gap="md" maw={900}>
      <QueryStatus query={lot}>
        {data && (
          <>
            <PageHeader
              title={cropLabel(data.crop_id, i18n.language)}
              subtitle={[data.farmer.is_walk_in ? t('glossary.walkInCustomer') : data.farmer.name, data.cooling_unit.name, data.company.name].join(' · ')}
              back={{ to: '/', labelKey: 'nav.home' }}
            />
            <Group gap="xs">
              {data.in_storage ? <PickupBadge days={data.time_to_pickup_days} size="lg" /> : null}
              {role === 'Operator' && data.in_storage && (
                <Button
                  component={Link}
                  to={`/check-out?room=${data.cooling_unit.id}&lot=${data.id}`}
                  state={{ farmer: owner }}
                  leftSection={<IconPackageExport size={18} />}
                >
                  {t('produce.checkOut')}
                </Button>
              )}
              <Button component={Link} to="/management/movements" state={{ farmer: owner }} variant="default" leftSection={<IconHistory size={18} />}>
                {t('produce.history')}
              </Button>
            </Group>
            {staff && <PrintLabels checkInId={data.check_in_id} code={data.movement_code} />}
            <LotFacts lot={data} />
            {data.rate_card && (
              <Paper withBorder p="sm" radius="md" component="section" aria-label={t('charges.pricing')}>
                <LotPricing rateCard={data.rate_card} currency={data.currency} title={t('charges.pricing')} />
              </Paper>
            )}
            <LotTemperaturePanel record={data.temperature_record} />
            {data.in_storage && <ShelfLifeChart lot={data} />}
            <CrateTable lot={data} />
            <LotMovements lot={data} staff={staff} />
          </>
        )}
      </QueryStatus>
    </Stack>
  );
}
