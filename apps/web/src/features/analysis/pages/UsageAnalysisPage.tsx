import type { UsageAnalysis } from '@coldroom/contract';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatCrates } from '../../../lib/quantities';
import { formatKg, formatNumber } from '../../../lib/units';
import { useUsage } from '../api/analysisApi';
import { AnalysisFrame } from '../components/AnalysisFrame';
import { AnalysisGate } from '../components/AnalysisGate';
import { LazyUsageCharts } from '../components/LazyCharts';
import { StatCards, type Stat } from '../components/StatCards';
import { useAnalysisFilters } from '../useAnalysisFilters';

function usageStats({ totals }: UsageAnalysis, t: TFunction, language: string): Stat[] {
  const n = (value: number) => formatNumber(language, value, 0);
  return [
    { label: t('analysis.usage.checkIns'), value: n(totals.check_ins), data: { 'data-stat': 'check-ins', 'data-value': String(totals.check_ins) } },
    { label: t('analysis.usage.checkOuts'), value: n(totals.check_outs) },
    { label: t('analysis.usage.cratesIn'), value: formatCrates(t, language, totals.crates_in), hint: formatKg(language, totals.weight_in_kg) },
    { label: t('analysis.usage.cratesOut'), value: formatCrates(t, language, totals.crates_out), hint: formatKg(language, totals.weight_out_kg) },
    {
      label: t('analysis.usage.farmers'),
      value: n(totals.farmers.total),
      hint: t('analysis.usage.byGender', { female: n(totals.farmers.female), male: n(totals.farmers.male), other: n(totals.farmers.other) }),
    },
  ];
}

function UsageView() {
  const { t, i18n } = useTranslation();
  const state = useAnalysisFilters();
  const usage = useUsage(state.request);
  const data = usage.data;
  const empty = data && data.totals.check_ins === 0 && data.totals.check_outs === 0 && data.over_time.every((row) => row.occupancy_crates === 0);
  return (
    <AnalysisFrame kind="usage" titleKey="pages.usageAnalysis" introKey="analysis.usage.intro" state={state} withPaymentMethods={false}>
      <QueryStatus query={usage}>
        {data && (
          <Stack gap="md" aria-busy={usage.isFetching}>
            <StatCards stats={usageStats(data, t, i18n.language)} label={t('analysis.usage.summary')} />
            {empty ? <EmptyState message={t('analysis.usage.empty')} /> : <LazyUsageCharts data={data} />}
          </Stack>
        )}
      </QueryStatus>
    </AnalysisFrame>
  );
}

/** usage-analysis: how the cold rooms are used: movements, crates and kg, farmers, occupancy. */
export function UsageAnalysisPage() {
  return (
    <AnalysisGate titleKey="pages.usageAnalysis">
      <UsageView />
    </AnalysisGate>
  );
}
