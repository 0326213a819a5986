import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../lib/session';

// The farmer's own figures are a separate feature; its code loads only for farmers.
const FarmerFigures = lazy(() => import('../farmer/FarmerFigures'));

/**
 * The analysis routes have no guard: a visitor gets a short explanation and the way to log in, a farmer
 * their own figures, and staff (service providers and operators) the company's analysis.
 */
export function AnalysisGate({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { loggedIn, role } = useSession();
  if (loggedIn && (role === 'Service Provider' || role === 'Operator')) return <>{children}</>;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={t(loggedIn && role === 'Farmer' ? 'pages.myFigures' : titleKey)} />
      {loggedIn && role === 'Farmer' ? (
        <Suspense fallback={<Center py="xl"><Loader aria-label={t('shared.loading')} /></Center>}>
          <FarmerFigures />
        </Suspense>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack align="center" gap="sm">
            <IconChartBar size={40} aria-hidden />
            <Text ta="center">{t(loggedIn ? 'analysis.staffOnly' : 'analysis.visitor')}</Text>
            {!loggedIn && (
              <Button component={Link} to="/auth" variant="filled">
                {t('shared.login')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
