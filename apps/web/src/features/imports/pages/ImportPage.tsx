import { IMPORT_KINDS, IMPORT_MAX_BYTES, IMPORT_PAGE_SIZE, LANGUAGES, type ImportKind, type Language } from '@coldroom/contract';
import { Alert, Button, Checkbox, FileInput, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/errors';
import { saveFile } from '../../../lib/receipts';
import { fetchRejected, fetchTemplate, useImport, useImportRows, useRemapImport, useStartImport, useUploadImport, type RowFilter } from '../api/imports';
import { ImportProgress } from '../components/ImportProgress';
import { MappingForm } from '../components/MappingForm';
import { PreviewList } from '../components/PreviewList';

/** The words of a failed upload: the file's own problem when the server names it. */
function uploadErrorText(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): string {
  if (error instanceof ApiError && error.code === 'file_too_large') return t('imports.fileProblems.too_large', { mb: IMPORT_MAX_BYTES / 1024 / 1024 });
  if (error instanceof ApiError && error.code === 'file_not_readable' && error.fields.file) return t(`imports.fileProblems.${error.fields.file}`);
  return t(errorMessageKey(error));
}

/**
 * Importing farmers, rooms or opening balances from a spreadsheet (docs/import-rules.md): a template, the
 * upload, the mapping of columns, the preview of every row with its problems, the import with its progress,
 * and the rejected rows to fix and import again.
 */
export function ImportPage() {
  const { t, i18n } = useTranslation();
  const language = ((LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en') as Language;
  const [kind, setKind] = useState<ImportKind>('farmers');
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [filter, setFilter] = useState<RowFilter>('rejected');
  const [page, setPage] = useState(1);
  const [welcomeSms, setWelcomeSms] = useState(false);
  const [templateLanguage, setTemplateLanguage] = useState<Language>(language);
  const upload = useUploadImport();
  const imp = useImport(importId);
  const current = imp.data;
  const version = current ? `${current.status}:${current.valid}:${current.rejected}:${current.applied}:${JSON.stringify(current.mapping)}` : '';
  const rows = useImportRows(importId, filter, page, version);
  const remap = useRemapImport(importId);
  const start = useStartImport(importId);
  const started = current !== undefined && current.status !== 'preview';

  const send = () => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: (made) => {
          setImportId(made.id);
          setFilter(made.rejected > 0 ? 'rejected' : 'all');
          setPage(1);
        },
      },
    );
  };
  const reset = () => {
    setImportId(null);
    setFile(null);
    upload.reset();
    start.reset();
    setWelcomeSms(false);
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('imports.title')} subtitle={t('imports.intro')} />

      {!current && (
        <Paper withBorder p="md">
          <Stack gap="md">
            <Select
              label={t('imports.kind')}
              data={IMPORT_KINDS.map((value) => ({ value, label: t(`imports.kinds.${value}`) }))}
              value={kind}
              onChange={(value) => value && setKind(value as ImportKind)}
              allowDeselect={false}
            />
            <Stack gap={4} component="section" aria-labelledby="import-template-title">
              <Title order={2} size="h4" id="import-template-title">
                {t('imports.template.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`imports.template.hint.${kind}`)}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label={t('imports.template.language')}
                  data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
                  value={templateLanguage}
                  onChange={(value) => value && setTemplateLanguage(value as Language)}
                  allowDeselect={false}
                />
                {(['csv', 'xlsx'] as const).map((format) => (
                  <Button
                    key={format}
                    variant="default"
                    leftSection={<IconDownload size={18} aria-hidden />}
                    style={{ alignSelf: 'end' }}
                    onClick={() => void fetchTemplate(kind, templateLanguage, format).then(saveFile)}
                  >
                    {t(`imports.template.${format}`)}
                  </Button>
                ))}
              </SimpleGrid>
            </Stack>
            <FileInput
              label={t('imports.file.label')}
              description={t('imports.file.hint')}
              placeholder={t('imports.file.placeholder')}
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={setFile}
              clearable
            />
            {upload.isError && (
              <Alert color="red" role="alert" title={t('imports.file.refused')}>
                {uploadErrorText(t, upload.error)}
              </Alert>
            )}
            <Button leftSection={<IconUpload size={18} aria-hidden />} w="fit-content" disabled={!file} loading={upload.isPending} onClick={send}>
              {t('imports.file.upload')}
            </Button>
          </Stack>
        </Paper>
      )}

      {current && (
        <>
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t(`imports.kinds.${current.kind}`)} · {current.file_name}
              </Text>
              <Group gap="lg">
                <Text>{t('imports.summary.valid', { count: current.valid })}</Text>
                <Text>{t('imports.summary.unchanged', { count: current.unchanged })}</Text>
                <Text c={current.rejected > 0 ? 'red.9' : undefined}>{t('imports.summary.rejected', { count: current.rejected })}</Text>
              </Group>
              {started && <ImportProgress imp={current} />}
              {!started && (
                <Stack gap="sm">
                  {current.kind === 'farmers' && (
                    <Checkbox label={t('imports.start.welcomeSms')} description={t('imports.start.welcomeSmsHint')} checked={welcomeSms} onChange={(event) => setWelcomeSms(event.currentTarget.checked)} />
                  )}
                  {start.isError && (
                    <Alert color="red" role="alert">
                      {t(errorMessageKey(start.error))}
                    </Alert>
                  )}
                  <Button w="fit-content" disabled={current.valid === 0} loading={start.isPending} onClick={() => start.mutate(welcomeSms)}>
                    {current.valid === 0 ? t('imports.start.nothing') : t('imports.start.button', { count: current.valid })}
                  </Button>
                </Stack>
              )}
              <Group gap="sm">
                {current.rejected > 0 && (
                  <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void fetchRejected(current.id, language).then(saveFile)}>
                    {t('imports.rejected.download')}
                  </Button>
                )}
                <Button variant="subtle" onClick={reset}>
                  {t('imports.another')}
                </Button>
              </Group>
              {current.rejected > 0 && (
                <Text size="sm" c="dimmed">
                  {t('imports.rejected.hint')}
                </Text>
              )}
            </Stack>
          </Paper>
          {!started && (
            <Paper withBorder p="md">
              <MappingForm key={JSON.stringify(current.mapping)} kind={current.kind} headers={current.headers} mapping={current.mapping} busy={remap.isPending} onApply={(mapping) => remap.mutate(mapping)} />
            </Paper>
          )}
          <PreviewList
            imp={current}
            rows={rows.data?.items ?? []}
            total={rows.data?.total ?? 0}
            page={page}
            pageSize={IMPORT_PAGE_SIZE}
            filter={filter}
            onFilter={(value) => {
              setFilter(value);
              setPage(1);
            }}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
