import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** While a content page loads: grey bars the shape of a title and text. */
export function ContentSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={32} width="70%" />
      <Skeleton height={18} />
      <Skeleton height={18} width="85%" />
      <Skeleton height={120} mt="md" />
    </Stack>
  );
}

/** The page's chunk could not be fetched: offline before the first visit, most of the time. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconWifiOff size={20} aria-hidden />} title={t('errorPage.title')}>
      <Stack gap="sm" align="flex-start">
        {t('errorPage.offline')}
        <Button variant="light" color="orange" onClick={onRetry}>
          {t('shared.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
