import { Badge, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { AlertBanner } from '../../alerts/components/AlertBanner';
import { AlertHistory } from '../../alerts/components/AlertHistory';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSession } from '../../../lib/session';
import { useCoolingUnit } from '../api/getCoolingUnit';
import { usePlanner } from '../api/getPlanner';
import { PlannerBars } from '../components/PlannerBars';
import { ReadingForm } from '../components/ReadingForm';
import { RoomFacts } from '../components/RoomFacts';
import { RoomSection } from '../components/RoomSection';
import { RoomSettings } from '../components/RoomSettings';
import { RoomChart } from '../components/RoomChart';
import { TYPE_KEYS } from '../labels';
import { RoomPricing } from '../../rate-cards/components/RoomPricing';

type Tab = 'overview' | 'temperature' | 'settings' | 'pricing';
const OPENED_BY_LINK: readonly string[] = ['temperature', 'pricing'];

/** `cooling-units/{id}`: how the room is doing; staff record temperatures; service providers change it. */
export function CoolingUnitPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { role } = useSession();
  // ?tab=temperature opens the readings (the "no reading today" prompt links there); ?tab=pricing the prices.
  const [params] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const [tab, setTab] = useState<Tab>(OPENED_BY_LINK.includes(asked) ? (asked as Tab) : 'overview');
  const query = useCoolingUnit(id);
  const room = query.data;
  const staff = room?.view === 'staff' ? room : null;
  const planner = usePlanner(id, staff !== null);
  const manager = role === 'Service Provider' && staff !== null;

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={room?.name ?? t('pages.editCoolingUnit')}
        subtitle={room && [room.location.name, room.location.city].filter(Boolean).join(' · ')}
        back={{ to: '/cooling-units', labelKey: 'pages.coolingUnits' }}
        actions={room && <Badge variant="light" tt="none">{t(TYPE_KEYS[room.type])}</Badge>}
      />
      {staff && <AlertBanner room={staff.id} linkRooms={false} />}
      <QueryStatus query={query}>
        {room && (
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as Tab) ?? 'overview')}
            keepMounted={false}
            // Four tabs side by side on a 360 px phone, each a 44 px target.
            styles={{ tab: { minHeight: 44, paddingInline: 'var(--mantine-spacing-xs)' } }}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="overview">
                {t('rooms.tabs.overview')}
              </Tabs.Tab>
              {staff && (
                <Tabs.Tab value="temperature">
                  {t('rooms.tabs.temperature')}
                </Tabs.Tab>
              )}
              {manager && (
                <Tabs.Tab value="settings">
                  {t('rooms.tabs.settings')}
                </Tabs.Tab>
              )}
              {manager && (
                <Tabs.Tab value="pricing">
                  {t('rooms.tabs.pricing')}
                </Tabs.Tab>
              )}
            </Tabs.List>
            <Tabs.Panel value="overview">
              <Stack gap="md">
                <RoomFacts room={room} />
                {staff && (
                  <RoomSection title={t('rooms.planner.title')}>
                    <QueryStatus query={planner}>{planner.data && <PlannerBars planner={planner.data} />}</QueryStatus>
                  </RoomSection>
                )}
              </Stack>
            </Tabs.Panel>
            {staff && (
              <Tabs.Panel value="temperature">
                <Stack gap="md">
                  <RoomSection title={t('roomChart.title')}>
                    <RoomChart roomId={room.id} />
                  </RoomSection>
                  <RoomSection title={t('rooms.readings.formTitle')}>
                    <ReadingForm roomId={room.id} roomName={room.name} sensor={staff.sensor} />
                  </RoomSection>
                  <RoomSection title={t('alerts.history.title')}>
                    <AlertHistory room={room.id} roomName={room.name} />
                  </RoomSection>
                </Stack>
              </Tabs.Panel>
            )}
            {manager && staff && (
              <Tabs.Panel value="settings">
                <RoomSettings room={staff} />
              </Tabs.Panel>
            )}
            {manager && staff && (
              <Tabs.Panel value="pricing">
                <RoomPricing room={staff} />
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </QueryStatus>
    </Stack>
  );
}
