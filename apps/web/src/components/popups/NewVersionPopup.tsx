import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenOverlaysReady } from '../../lib/overlays';
import { IconCloudDownload } from '@tabler/icons-react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';

const MODAL_ID = 'new-version';

/** Spec §2: cloud-download icon, 'new version', 'please update', and an update button to the store. */
export function openNewVersionPopup(storeUrl: string): void {
  void whenOverlaysReady().then(() =>
    modals.open({
      modalId: MODAL_ID,
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('shared.close') },
      children: <NewVersionBody storeUrl={storeUrl} />,
    }),
  );
}

function NewVersionBody({ storeUrl }: { storeUrl: string }) {
  const { t } = useTranslation();
  const update = () => {
    // In the native shell an outside link opens in the store app / system browser.
    window.open(storeUrl, '_blank', 'noopener');
    modals.close(MODAL_ID);
  };
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon variant="light" size={64} radius="xl" aria-hidden>
        <IconCloudDownload size={40} />
      </ThemeIcon>
      <Title order={3} ta="center">
        {t('newVersion.title')}
      </Title>
      <Text ta="center">{t('newVersion.message')}</Text>
      <Button fullWidth onClick={update} leftSection={<IconCloudDownload size={18} />}>
        {t('newVersion.update')}
      </Button>
    </Stack>
  );
}
