import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** A page failed to load or render; most often a chunk could not be downloaded on a bad connection. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = error instanceof TypeError;
  if (!notFound) console.error('route error', error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" maw={420}>
        <ThemeIcon color="orange" variant="light" size={64} radius="xl" aria-hidden>
          <IconAlertTriangle size={36} />
        </ThemeIcon>
        <Title order={1} size="h2" ta="center">
          {t('errorPage.title')}
        </Title>
        <Text ta="center">{t(chunkFailed ? 'errorPage.offline' : 'errorPage.message')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('shared.retry')}</Button>
          <Button variant="default" component={Link} to="/">
            {t('shared.backHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
