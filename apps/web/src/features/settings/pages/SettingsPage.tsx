import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmLogout } from '../../../components/confirmLogout';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { useSession } from '../../../lib/session';

/** Settings for now: the display language and logging out. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <Stack gap="lg" maw={520}>
      <Title order={1} size="h2">
        {t('pages.settings')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <LanguagePicker description={t('settings.languageHint')} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.account')}
          </Title>
          {name && <Text>{t('settings.signedInAs', { name })}</Text>}
          <Button color="red" variant="light" leftSection={<IconLogout size={18} />} onClick={() => void confirmLogout()}>
            {t('shared.logout')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
