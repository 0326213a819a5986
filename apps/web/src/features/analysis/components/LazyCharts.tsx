import type { RevenueAnalysis, UsageAnalysis } from '@coldroom/contract';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The chart library (recharts) is large: it loads in its own chunk, only when figures are shown.
const RevenueCharts = lazy(() => import('../charts/RevenueCharts'));
const UsageCharts = lazy(() => import('../charts/UsageCharts'));

function ChartsFallback() {
  const { t } = useTranslation();
  return (
    <Center h={260}>
      <Loader aria-label={t('shared.loading')} />
    </Center>
  );
}

export function LazyRevenueCharts({ data }: { data: RevenueAnalysis }) {
  return (
    <Suspense fallback={<ChartsFallback />}>
      <RevenueCharts data={data} />
    </Suspense>
  );
}

export function LazyUsageCharts({ data }: { data: UsageAnalysis }) {
  return (
    <Suspense fallback={<ChartsFallback />}>
      <UsageCharts data={data} />
    </Suspense>
  );
}
