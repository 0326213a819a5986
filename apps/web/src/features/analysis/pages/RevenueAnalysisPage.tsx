import type { RevenueAnalysis } from '@coldroom/contract';
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatAmount } from '../../../lib/amounts';
import { formatDays } from '../../../lib/quantities';
import { useSession } from '../../../lib/session';
import { formatNumber } from '../../../lib/units';
import { useRevenue } from '../api/analysisApi';
import { AnalysisFrame } from '../components/AnalysisFrame';
import { AnalysisGate } from '../components/AnalysisGate';
import { CheckOutsSection } from '../components/CheckOutsSection';
import { CurrencyChoice, mixedCurrencies } from '../components/CurrencyChoice';
import { LazyRevenueCharts } from '../components/LazyCharts';
import { RateBasisTable } from '../components/RateBasisTable';
import { StatCards, type Stat } from '../components/StatCards';
import { useAnalysisFilters } from '../useAnalysisFilters';

function revenueStats(data: RevenueAnalysis, t: TFunction, language: string): Stat[] {
  const money = (minor: number) => formatAmount(minor, data.currency, language);
  const { totals } = data;
  return [
    // The exact total in minor units, for tools that compare it with an export.
    { label: t('analysis.revenue.total'), value: money(totals.revenue_minor), data: { 'data-stat': 'revenue', 'data-minor': String(totals.revenue_minor), 'data-currency': data.currency } },
    { label: t('analysis.revenue.paid'), value: money(totals.paid_minor) },
    { label: t('analysis.revenue.outstanding'), value: money(totals.outstanding_minor) },
    { label: t('analysis.revenue.checkOuts'), value: formatNumber(language, totals.check_outs, 0), data: { 'data-stat': 'check-outs', 'data-value': String(totals.check_outs) } },
    {
      label: t('analysis.revenue.averageDays'),
      value: totals.average_days_stored === null ? '–' : formatDays(language, totals.average_days_stored),
    },
  ];
}

function RevenueView() {
  const { t, i18n } = useTranslation();
  const state = useAnalysisFilters();
  const { table, request, setFilters, setTable } = state;
  const { role } = useSession();
  // Revenue by rate basis and period: for service providers, who set the prices.
  const revenue = useRevenue(request, role === 'Service Provider');
  const currencies = mixedCurrencies(revenue.error);
  const data = revenue.data;
  return (
    <AnalysisFrame kind="revenue" titleKey="pages.revenueAnalysis" introKey="analysis.revenue.intro" state={state} withPaymentMethods>
      {currencies ? (
        <CurrencyChoice currencies={currencies} onPick={(currency) => setFilters({ currency })} />
      ) : (
        <QueryStatus query={revenue}>
          {data && (
            <Stack gap="md" aria-busy={revenue.isFetching}>
              <StatCards stats={revenueStats(data, t, i18n.language)} label={t('analysis.revenue.summary')} />
              {data.totals.check_outs === 0 ? (
                <EmptyState message={t('analysis.revenue.empty')} />
              ) : (
                <>
                  <LazyRevenueCharts data={data} />
                  {data.per_rate_basis && data.per_rate_basis.length > 0 && <RateBasisTable rows={data.per_rate_basis} currency={data.currency} />}
                  {request && <CheckOutsSection request={request} state={table} onChange={setTable} timeZone={data.time_zone} />}
                </>
              )}
            </Stack>
          )}
        </QueryStatus>
      )}
    </AnalysisFrame>
  );
}

/** revenue-analysis: what the company earned from check-outs, for chosen rooms, dates and payment methods. */
export function RevenueAnalysisPage() {
  return (
    <AnalysisGate titleKey="pages.revenueAnalysis">
      <RevenueView />
    </AnalysisGate>
  );
}
