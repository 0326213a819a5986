import type { ExportFormat } from '@coldroom/contract';
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { errorMessageKey } from '../../../lib/errors';
import { saveFile } from '../../../lib/receipts';
import { fetchExport, type AnalysisKind, type AnalysisRequest } from '../api/analysisApi';

/** CSV and XLSX of the figures shown, fetched through the API client (with the login) and saved as a file. */
export function ExportButtons({ request, kind }: { request: AnalysisRequest | null; kind: AnalysisKind }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    if (!request) return;
    setBusy(format);
    try {
      saveFile(await fetchExport(request, kind, format));
    } catch (error) {
      showToast(errorMessageKey(error), 'danger');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        size="sm"
        variant="light"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        loading={busy === 'csv'}
        disabled={!request || busy !== null}
        onClick={() => void download('csv')}
      >
        {t('analysis.export.csv')}
      </Button>
      <Button
        size="sm"
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        loading={busy === 'xlsx'}
        disabled={!request || busy !== null}
        onClick={() => void download('xlsx')}
      >
        {t('analysis.export.xlsx')}
      </Button>
    </Group>
  );
}
