import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api';
import { errorMessageKey } from '../lib/errors';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading and failure of a query, the same on every page; renders the children once data is there. */
export function QueryStatus({ query, children }: { query: QueryLike; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    const loggedOut = query.error instanceof ApiError && query.error.status === 401;
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t(errorMessageKey(query.error))}</Text>
          {loggedOut ? (
            <Button component={Link} to="/auth" size="sm" variant="light">
              {t('shared.login')}
            </Button>
          ) : (
            <Button size="sm" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('shared.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('shared.loading')} />
      </Center>
    );
  }
  return <>{children}</>;
}
