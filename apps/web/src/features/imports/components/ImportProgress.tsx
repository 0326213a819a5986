import type { Import } from '@coldroom/contract';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The import job's progress: rows written of the valid ones, then what it did. */
export function ImportProgress({ imp }: { imp: Import }) {
  const { t } = useTranslation();
  const percent = imp.valid === 0 ? 100 : Math.round((imp.applied / imp.valid) * 100);
  if (imp.status === 'done') {
    return (
      <Alert color="green" title={t('imports.progress.doneTitle')} role="status">
        {t('imports.progress.done', { imported: imp.applied, unchanged: imp.unchanged, rejected: imp.rejected })}
      </Alert>
    );
  }
  return (
    <Stack gap={4} role="status">
      <Progress value={imp.status === 'queued' ? 0 : percent} size="lg" animated aria-label={t('imports.progress.label')} />
      <Text size="sm">{imp.status === 'queued' ? t('imports.progress.queued') : t('imports.progress.text', { applied: imp.applied, valid: imp.valid })}</Text>
    </Stack>
  );
}
