import { USER_TYPES, type Role, type UserType } from '@coldroom/contract';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { marketFeaturesAllowed, useCompany } from '../../../lib/company';
import { memo, useEffect } from 'react';
import { useAfterFirstPaint } from '../../../lib/afterPaint';
import { releaseBootSnapshot, saveBootSnapshot } from '../../../lib/bootSnapshot';
import { onIdle } from '../../../lib/idle';
import { useDashboard } from '../../../lib/lookups/dashboard';
import { useSession } from '../../../lib/session';
import { cardsFor } from '../cards';
import { AlertBanner } from '../../alerts/components/AlertBanner';
import { AtAGlance } from '../components/AtAGlance';
import { BalanceCard } from '../components/BalanceCard';
import { NavCardLink } from '../../../components/NavCardLink';
import { ProduceDashboard } from '../components/ProduceDashboard';
import { QUICK_PATHS, QuickActions } from '../components/QuickActions';
import { StartChecklist } from '../components/StartChecklist';

/**
 * The shortcuts to every page of the role (check in and out are the first buttons already), below the produce
 * list: drawn after the paint that shows the list's first cards, so that a slow phone's draw after the first
 * screen is two shorter ones.
 */
const Shortcuts = memo(function Shortcuts({ role, market }: { role: Role; market: boolean }) {
  const { t } = useTranslation();
  const shown = useAfterFirstPaint();
  if (!shown) return null;
  return (
    <>
      <Title order={2} size="h3">
        {t('home.shortcuts')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {cardsFor(role, market)
          .filter((card) => !QUICK_PATHS.has(card.path))
          .map((card) => (
            <NavCardLink key={card.path} card={card} />
          ))}
      </SimpleGrid>
    </>
  );
});

const userTypeOf = (role: Role) => (Object.keys(USER_TYPES) as UserType[]).find((type) => USER_TYPES[type] === role) ?? 'f';

/** The main page after login: a greeting, the produce in storage (room by room), and shortcuts to every page of the role. */
function MainPageView() {
  const { t } = useTranslation();
  const { user, role } = useSession();
  // Keeps the stored company fresh (it decides the market features); a failure keeps what is stored.
  // The platform administrator has no company: their main page is their shortcuts (docs/platform-admin.md).
  const admin = role === 'Administrator';
  const company = useCompany(role !== null && !admin);
  const name = user?.first_name?.trim();
  // The greeting, the two big buttons and today's figures fill a phone's first screen; the produce list and
  // the shortcuts below it are drawn right after that screen is painted, keeping their place meanwhile.
  const below = useAfterFirstPaint();
  // The daily open (lib/bootSnapshot.ts): the page as last drawn stays on the screen until this one has
  // today's figures (or has failed to get them), and once drawn with them it is saved for the next open.
  const dashboard = useDashboard(role !== null && !admin);
  const settled = admin || dashboard.data !== undefined || dashboard.isError;
  useEffect(() => {
    if (settled) releaseBootSnapshot();
  }, [settled]);
  const userId = user?.id;
  const label = t('shared.loading');
  useEffect(() => {
    if (!below || !dashboard.data || userId == null) return;
    // Soon (a phone's app is often closed within seconds of a look), and at the latest when it is hidden or left.
    const save = () => saveBootSnapshot(userId, label);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    const cancel = onIdle(save, 300);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [below, dashboard.data, userId, label]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {name ? t('home.greeting', { name }) : t('home.greetingNoName')}
        </Title>
        <Group gap="xs" mt={4}>
          {role && <Badge variant="light">{t(`auth.userTypes.${userTypeOf(role)}`)}</Badge>}
          {/* The line is there before the company's name arrives, so nothing below it jumps when it does. */}
          <Text c="dimmed">{company.data?.name ?? '\u00a0'}</Text>
        </Group>
        <Text mt="sm">{t('home.intro')}</Text>
      </div>
      {role === 'Service Provider' && <StartChecklist />}
      {(role === 'Service Provider' || role === 'Operator') && <AlertBanner />}
      {role && !admin && <QuickActions role={role} />}
      {role && !admin && <AtAGlance role={role} />}
      {role === 'Farmer' && <BalanceCard />}
      {below ? (
        <Stack gap="lg" data-boot-skip>
          {role && !admin && <ProduceDashboard farmerView={role === 'Farmer'} />}
          {role && <Shortcuts role={role} market={marketFeaturesAllowed()} />}
        </Stack>
      ) : (
        <div style={{ minHeight: '70vh' }} aria-busy="true" />
      )}
    </Stack>
  );
}

/**
 * The route's page, drawn again only for its own state (session, company, today's figures), not each time the
 * shell above it is: a profile of the daily open showed the shell and the whole page drawn a second time, in
 * one blocking task, right after the first commit (issue 25).
 */
export const MainPage = memo(MainPageView);
