import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSnowflake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitleKey } from '../lib/routeHandle';

/** One page for every route a later issue fills: it shows the route's own translated title. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {titleKey ? t(titleKey) : t('app.name')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconSnowflake size={32} />
          </ThemeIcon>
          <Text ta="center">{t('placeholder.message')}</Text>
          <Button component={Link} to="/" variant="light">
            {t('shared.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
