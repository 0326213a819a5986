import type { FarmerDashboard, OperatorDashboard, ProviderDashboard, Role } from '@coldroom/contract';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoReadingAlerts } from '../../../components/operations/NoReadingToday';
import { formatAmount } from '../../../lib/amounts';
import { useDashboard } from '../../../lib/lookups/dashboard';
import { formatCrates, formatTotalKg } from '../../../lib/quantities';
import { formatNumber } from '../../../lib/units';
import { attentionFirst, DueLots, Figure, GlanceSection, moneyLines, RoomLine, ShortList } from './GlanceParts';

/** The service provider's company: money first, then rooms (those needing attention first), then lots due. */
function ProviderGlance({ data }: { data: ProviderDashboard }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const currency = data.company.currency;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label={t('dashboard.revenueToday')} lines={moneyLines(data.revenue_today, currency, language)} testId="glance-revenue-today" />
        <Figure label={t('dashboard.revenueMonth')} lines={moneyLines(data.revenue_month, currency, language)} testId="glance-revenue-month" />
        <Figure label={t('dashboard.owed')} lines={moneyLines(data.owed_total, currency, language)} testId="glance-owed" />
        <Figure label={t('dashboard.dueCount')} lines={[formatNumber(language, data.due_lots_total, 0)]} testId="glance-due" />
      </SimpleGrid>
      {data.top_debtors.length > 0 && (
        <GlanceSection title={t('dashboard.topDebtors')}>
          <ShortList
            items={data.top_debtors}
            first={3}
            render={(debtor) => (
              <Anchor key={`${debtor.farmer.id}-${debtor.currency}`} component={Link} to={`/farmer/${debtor.farmer.id}`} size="sm" py={8} display="block" data-testid="debtor">
                {debtor.farmer.name} · <b>{formatAmount(debtor.amount_minor, debtor.currency, language)}</b>
              </Anchor>
            )}
          />
        </GlanceSection>
      )}
      <GlanceSection title={t('dashboard.rooms')}>
        <ShortList items={attentionFirst(data.rooms)} first={3} render={(room) => <RoomLine key={room.id} room={room} showNoReading={false} />} />
      </GlanceSection>
      <GlanceSection title={t('dashboard.dueLots')}>
        <DueLots lots={data.due_lots} total={data.due_lots_total} showFarmer />
      </GlanceSection>
    </Stack>
  );
}

/** An operator's rooms: free space, latest reading, a prompt where today's reading is missing; lots due. */
function OperatorGlance({ data }: { data: OperatorDashboard }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <NoReadingAlerts rooms={data.rooms} />
      <GlanceSection title={t('dashboard.myRooms')}>
        <ShortList items={attentionFirst(data.rooms)} first={4} render={(room) => <RoomLine key={room.id} room={room} showNoReading />} />
      </GlanceSection>
      <GlanceSection title={t('dashboard.dueLots')}>
        <DueLots lots={data.due_lots} total={data.due_lots_total} showFarmer />
      </GlanceSection>
    </Stack>
  );
}

/** A farmer's own: produce per company, lots due, market surveys waiting (what they owe: the balance card). */
function FarmerGlance({ data }: { data: FarmerDashboard }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Stack gap="sm">
      <GlanceSection title={t('dashboard.farmer.produce')}>
        {data.produce.length === 0 ? (
          <Text size="sm">{t('dashboard.farmer.none')}</Text>
        ) : (
          data.produce.map((entry) => (
            <Text key={entry.company.id} size="sm">
              {t('dashboard.farmer.produceLine', { company: entry.company.name, crates: formatCrates(t, language, entry.crates), weight: formatTotalKg(language, entry.weight_kg) })}
            </Text>
          ))
        )}
      </GlanceSection>
      <GlanceSection title={t('dashboard.dueLots')}>
        <DueLots lots={data.due_lots} total={data.due_lots_total} showFarmer={false} />
      </GlanceSection>
      {data.surveys_due > 0 && (
        <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-yellow-light)">
          <Text size="sm">{t('dashboard.farmer.surveys', { n: data.surveys_due })}</Text>
          <Anchor component={Link} to="/market-survey" size="sm" fw={600} display="inline-block" py={10}>
            {t('dashboard.farmer.surveysLink')}
          </Anchor>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * The main page's first block (issue 14): what the role needs at a glance, kept short so the produce list
 * below is a thumb's reach away (and linked from the top).
 */
function AtAGlanceView({ role }: { role: Role }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;
  if (!data) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="glance-title">
      <Title order={2} size="h3" id="glance-title">
        {t('dashboard.title')}
      </Title>
      <Anchor href="#produce" size="sm" w="fit-content" py={10}>
        {t('dashboard.toProduce')}
      </Anchor>
      {data.view === 'service_provider' && role === 'Service Provider' && <ProviderGlance data={data} />}
      {data.view === 'operator' && <OperatorGlance data={data} />}
      {data.view === 'farmer' && <FarmerGlance data={data} />}
    </Stack>
  );
}

/** Drawn again only when its own props change (a re-render of the page above it leaves it alone). */
export const AtAGlance = memo(AtAGlanceView);
