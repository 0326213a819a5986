import type { ImpactFilterValues } from '../filters';
import type { ImpactReport, ImpactReportFile } from '@coldroom/contract';
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { errorMessageKey } from '../../../lib/errors';
import { saveFile } from '../../../lib/receipts';
import { fetchReportFile, useImpactReports, useRequestReport } from '../api/impactApi';
import { formatMonth } from './format';

/** Ask for a report of the filters shown (PDF and XLSX, made in the background), and the reports made so far. */
export function ImpactReports({ filters, admin, valid }: { filters: ImpactFilterValues; admin: boolean; valid: boolean }) {
  const { t, i18n } = useTranslation();
  const reports = useImpactReports(admin);
  const request = useRequestReport(admin);
  const [busy, setBusy] = useState<string | null>(null);
  const ask = () => {
    const id = (value: string | null) => (value ? Number(value) : undefined);
    request.mutate(
      {
        from: filters.from,
        to: filters.to,
        ...(filters.location ? { location: id(filters.location) } : {}),
        ...(filters.room ? { cooling_unit: id(filters.room) } : {}),
        ...(filters.crop ? { crop: filters.crop } : {}),
        ...(filters.gender ? { gender: filters.gender } : {}),
        ...(admin && filters.company ? { company: id(filters.company) } : {}),
      },
      { onSuccess: () => showToast('impact.reports.asked', 'success'), onError: (error) => showToast(errorMessageKey(error), 'danger') },
    );
  };
  const download = async (report: ImpactReport, kind: ImpactReportFile) => {
    setBusy(`${report.id}-${kind}`);
    try {
      saveFile(await fetchReportFile(admin, report, kind));
    } catch (error) {
      showToast(errorMessageKey(error), 'danger');
    } finally {
      setBusy(null);
    }
  };
  const status = (report: ImpactReport) =>
    report.status === 'done' ? t('impact.reports.done') : report.status === 'failed' ? t('impact.reports.failed') : t('impact.reports.making', { percent: report.progress });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('impact.reports.title')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{t('impact.reports.title')}</Text>
          <Button size="sm" onClick={ask} loading={request.isPending} disabled={!valid}>
            {t('impact.reports.ask')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('impact.reports.intro')}
        </Text>
        {(reports.data?.items ?? []).map((report) => (
          <Stack key={report.id} gap={4} data-report={report.id}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                {formatMonth(report.filters.from, i18n.language)} – {formatMonth(report.filters.to, i18n.language)}
                {report.company ? ` · ${report.company.name}` : ''} · {status(report)}
              </Text>
              {report.status === 'done' && (
                <Group gap="xs">
                  <Button size="xs" variant="light" leftSection={<IconFileTypePdf size={16} aria-hidden />} loading={busy === `${report.id}-pdf`} onClick={() => void download(report, 'pdf')}>
                    {t('impact.reports.pdf')}
                  </Button>
                  <Button size="xs" variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={busy === `${report.id}-xlsx`} onClick={() => void download(report, 'xlsx')}>
                    {t('impact.reports.xlsx')}
                  </Button>
                </Group>
              )}
            </Group>
            {(report.status === 'queued' || report.status === 'running') && <Progress value={report.progress} aria-label={t('impact.reports.progress')} />}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
