import { ActionIcon, Button, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguagePicker } from '../../components/LanguagePicker';
import { confirmLogout } from '../../components/confirmLogout';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { loginReturningTo } from '../../features/auth/views';
import { SyncStatusButton } from '../../features/sync/components/SyncStatusButton';
import { useSession } from '../../lib/session';
import classes from './Shell.module.css';

export function AppHeader() {
  const { t } = useTranslation();
  const { loggedIn, role } = useSession();
  // The platform administrator has no company: no offline queue and no notifications of a company.
  const companyPerson = loggedIn && role !== 'Administrator';
  const { pathname, search } = useLocation();
  // A visitor logging in from a page comes back to it.
  const loginTo = pathname === '/' ? '/auth' : loginReturningTo(`${pathname}${search}`);
  return (
    <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
      {/* Named by its content, so the name holds the visible "Coldroom": the logo's text says "Home". */}
      <UnstyledButton component={Link} to="/" display="flex" style={{ alignItems: 'center', minWidth: 44, minHeight: 44 }}>
        <Group gap={8} wrap="nowrap">
          <Image src="/icons/icon.svg" alt={t('nav.home')} w={32} h={32} />
          {/* On a phone the bell needs the room; the logo still leads home and is named. */}
          <Text fw={600} size="lg" visibleFrom={loggedIn ? 'xs' : undefined}>
            {t('app.name')}
          </Text>
        </Group>
      </UnstyledButton>
      {/* 4 px between the 44 px buttons: with the queue's status the row still fits a 360 px phone. */}
      <Group gap={4} wrap="nowrap">
        {/* Sized in px (Mantine's sizes are rem): with the phone's text at 200 % the header still fits 360 px. */}
        <LanguagePicker
          label={null}
          aria-label={t('shared.language')}
          size="sm"
          leftSection={null}
          className={classes.headerLanguage}
          style={{ width: 128 }}
          styles={{ section: { width: 28 }, input: { paddingInlineEnd: 28 } }}
        />
        {companyPerson && <SyncStatusButton />}
        {companyPerson && <NotificationBell />}
        {loggedIn ? (
          <ActionIcon variant="subtle" size="xl" aria-label={t('shared.logout')} title={t('shared.logout')} onClick={() => void confirmLogout()}>
            <IconLogout size={22} />
          </ActionIcon>
        ) : (
          <Button component={Link} to={loginTo} size="sm" variant="light" visibleFrom="xs">
            {t('shared.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
