import { Button, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmLogout } from '../../../components/confirmLogout';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { PrinterSettings } from '../../../components/printing/ThermalPrint';
import { setLook, useLook } from '../../../lib/look';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSession } from '../../../lib/session';
import { useAccount } from '../api/account';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DeleteAccount } from '../components/DeleteAccount';
import { ProfileForm } from '../components/ProfileForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The display look (issue 16): the high-contrast one for bright sun, kept on this device. */
function DisplaySection() {
  const { t } = useTranslation();
  const look = useLook();
  return (
    <Section title={t('settings.display')}>
      <Switch
        size="lg"
        label={t('settings.highContrast')}
        description={t('settings.highContrastHint')}
        checked={look === 'highContrast'}
        onChange={(event) => setLook(event.currentTarget.checked ? 'highContrast' : 'standard')}
      />
    </Section>
  );
}

/** Settings: profile, language, display, the thermal printer, password, logging out and deleting the account. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, role } = useSession();
  const account = useAccount(user?.id);
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t('pages.settings')}
      </Title>
      <Section title={t('settings.profile')}>
        <QueryStatus query={account}>{account.data && <ProfileForm key={account.data.id} account={account.data} role={role} />}</QueryStatus>
      </Section>
      <Paper withBorder p="md" radius="md">
        <LanguagePicker description={t('settings.languageHint')} />
      </Paper>
      <DisplaySection />
      <Section title={t('printing.title')}>
        <PrinterSettings />
      </Section>
      <Section title={t('settings.password')}>
        <ChangePasswordForm />
      </Section>
      <Section title={t('settings.account')}>
        {name && <Text>{t('settings.signedInAs', { name })}</Text>}
        <Button color="red" variant="light" leftSection={<IconLogout size={18} />} onClick={() => void confirmLogout()}>
          {t('shared.logout')}
        </Button>
      </Section>
      {user && (
        <Section title={t('settings.deleteAccount')}>
          <DeleteAccount userId={user.id} />
        </Section>
      )}
    </Stack>
  );
}
