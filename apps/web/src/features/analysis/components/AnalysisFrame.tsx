import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useMyRooms } from '../../../lib/lookups/rooms';
import type { AnalysisKind } from '../api/analysisApi';
import type { useAnalysisFilters } from '../useAnalysisFilters';
import { ExportButtons } from './ExportButtons';
import { FilterBar } from './FilterBar';

interface AnalysisFrameProps {
  kind: AnalysisKind;
  titleKey: string;
  introKey: string;
  /** The page's filters (from the URL); the frame shows and changes them. */
  state: ReturnType<typeof useAnalysisFilters>;
  withPaymentMethods: boolean;
  /** The figures: shown unless the dates chosen make no range. */
  children: ReactNode;
}

/** What the revenue and usage pages share: the header with the downloads, the filters, a word on bad dates. */
export function AnalysisFrame({ kind, titleKey, introKey, state, withPaymentMethods, children }: AnalysisFrameProps) {
  const { t } = useTranslation();
  const { filters, range, problems, request, setFilters } = state;
  const rooms = useMyRooms(null);
  return (
    <Stack gap="md">
      <PageHeader
        title={t(titleKey)}
        subtitle={t(introKey)}
        back={{ to: '/management', labelKey: 'pages.management' }}
        actions={<ExportButtons request={request} kind={kind} />}
      />
      <FilterBar
        filters={filters}
        range={range}
        problems={problems}
        rooms={rooms.data ?? []}
        roomsLoading={rooms.isPending}
        withPaymentMethods={withPaymentMethods}
        onChange={setFilters}
      />
      {!request && Object.keys(problems).length > 0 ? <Text c="dimmed">{t('analysis.filters.fixDates')}</Text> : children}
    </Stack>
  );
}
