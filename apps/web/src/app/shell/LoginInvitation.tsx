import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { loginReturningTo } from '../../features/auth/views';

/**
 * What a logged-out visitor sees on an unguarded page whose content needs an account (spec §2 lists
 * `farmers`, `locations`… without a guard): the page's name, why there is nothing to show, and a login
 * that comes back here, query string included.
 */
export function LoginInvitation({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Stack gap="md" maw={560} data-view="login-invitation">
      <PageHeader title={t(titleKey)} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>{t('menu.loginNeeded')}</Text>
          <Button component={Link} to={loginReturningTo(`${pathname}${search}`)} size="md" leftSection={<IconLogin2 size={20} />}>
            {t('menu.logInAndReturn')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
