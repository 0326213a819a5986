import { IMPACT_FEW_ANSWERS, type ImpactFigures } from '@coldroom/contract';
import { Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { cropLabel } from '../../../lib/quantities';
import { useSession } from '../../../lib/session';
import { formatKg, formatNumber, formatPercent } from '../../../lib/units';
import { useImpact } from '../api/impactApi';
import { formatMonies } from '../components/format';
import { ImpactFilterBar } from '../components/ImpactFilterBar';
import { ImpactReports } from '../components/ImpactReports';
import { ImpactTable } from '../components/ImpactTable';
import { useImpactFilters } from '../filters';
import { StatGrid, type ImpactStat } from '../components/StatGrid';

// The chart library is large: its chunk loads only when figures are shown.
const ImpactCharts = lazy(() => import('../components/ImpactCharts'));

function stats(data: ImpactFigures, t: TFunction, language: string): ImpactStat[] {
  const { totals, coverage, sms } = data;
  const n = (value: number) => formatNumber(language, value, 0);
  return [
    {
      id: 'farmers',
      label: t('impact.figures.farmers'),
      value: n(totals.farmers.total),
      hint: `${t('impact.figures.byGender', { female: n(totals.farmers.female), male: n(totals.farmers.male), other: n(totals.farmers.other) })} · ${t('impact.figures.newReturning', { new: n(totals.farmers.new), returning: n(totals.farmers.returning) })}`,
    },
    { id: 'kg', label: t('impact.figures.kgStored'), value: formatKg(language, totals.kg_in), hint: t('impact.figures.crates', { n: n(totals.crates_in) }) },
    { id: 'kg-days', label: t('impact.figures.kgDays'), value: n(totals.kg_days) },
    { id: 'occupancy', label: t('impact.figures.occupancy'), value: totals.occupancy_percent === null ? '–' : formatPercent(language, totals.occupancy_percent / 100) },
    { id: 'revenue', label: t('impact.figures.revenue'), value: formatMonies(totals.revenue, language) },
    {
      id: 'loss-avoided',
      label: t('impact.figures.lossAvoided'),
      value: totals.loss_avoided_kg === null ? t('impact.noSurvey') : formatKg(language, totals.loss_avoided_kg),
      hint: coverage.kg_share_with_surveys === null ? undefined : t('impact.figures.kgWithSurveys', { share: formatPercent(language, coverage.kg_share_with_surveys) }),
    },
    { id: 'income', label: t('impact.figures.incomeChange'), value: totals.income_change.length === 0 ? t('impact.noSurvey') : formatMonies(totals.income_change, language), hint: t('impact.figures.beforeFees') },
    { id: 'sms', label: t('impact.figures.sms'), value: n(sms.sent), hint: sms.incomplete ? t('impact.figures.smsIncomplete', { days: sms.kept_days }) : undefined },
  ];
}

function Coverage({ data }: { data: ImpactFigures }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const n = (value: number) => formatNumber(language, value, 0);
  const money = (minor: number | null, currency: string) => (minor === null ? '–' : formatMonies([{ currency, amount_minor: minor }], language));
  const c = data.coverage;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('impact.coverage.title')}>
      <Stack gap="xs">
        <Text fw={700}>{t('impact.coverage.title')}</Text>
        <Text size="sm">
          {t('impact.coverage.text', {
            baseline: n(c.farmers_with_baseline),
            farmers: n(c.farmers_served),
            surveys: n(c.market_surveys),
            marketFarmers: n(c.market_farmers),
            surveyed: n(c.check_outs_surveyed),
            checkOuts: n(c.check_outs),
          })}
        </Text>
        {data.crop_surveys.map((crop) => (
          <Text size="sm" key={`${crop.crop_id}-${crop.currency}`} data-crop-survey={crop.crop_id}>
            {t('impact.coverage.crop', {
              crop: cropLabel(crop.crop_id, language),
              before: money(crop.price_before_per_kg_minor, crop.currency),
              after: money(crop.price_after_per_kg_minor, crop.currency),
              change: crop.price_change_percent === null ? '–' : formatPercent(language, crop.price_change_percent / 100),
              baseline: n(crop.baseline_answers),
              surveys: n(crop.market_surveys),
            })}
            {crop.baseline_answers < IMPACT_FEW_ANSWERS || crop.market_surveys < IMPACT_FEW_ANSWERS ? ` (${t('impact.fewAnswers')})` : ''}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** impact: what the cold rooms did for farmers (docs/impact-methodology.md); a service provider's company, or every company for the administrator. */
export function ImpactPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const admin = role === 'Administrator';
  const { filters, problems, valid, setFilters } = useImpactFilters();
  const impact = useImpact(valid ? filters : null, admin);
  const data = impact.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('impact.title')}
        subtitle={
          <>
            {t('impact.intro')}{' '}
            <Anchor component={Link} to="/impact/about" underline="always">
              {t('impact.about.link')}
            </Anchor>
          </>
        }
      />
      <ImpactFilterBar filters={filters} problems={problems} admin={admin} onChange={setFilters} />
      {valid ? (
        <QueryStatus query={impact}>
          {data && (
            <Stack gap="md" aria-busy={impact.isFetching}>
              <StatGrid stats={stats(data, t, i18n.language)} label={t('impact.summary')} />
              {data.totals.kg_in === 0 && data.totals.farmers.total === 0 ? (
                <EmptyState message={t('impact.empty')} />
              ) : (
                <Suspense fallback={<Center h={240}><Loader aria-label={t('shared.loading')} /></Center>}>
                  <ImpactCharts data={data} />
                </Suspense>
              )}
              <Coverage data={data} />
              <ImpactTable data={data} />
            </Stack>
          )}
        </QueryStatus>
      ) : (
        <Text c="dimmed">{t('impact.filters.fix')}</Text>
      )}
      <ImpactReports filters={filters} admin={admin} valid={valid} />
    </Stack>
  );
}
