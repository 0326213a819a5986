import { IMPORT_FIELDS, IMPORT_REQUIRED, type ImportField, type ImportKind, type ImportMapping } from '@coldroom/contract';
import { Button, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface MappingFormProps {
  kind: ImportKind;
  headers: readonly string[];
  mapping: ImportMapping;
  busy?: boolean;
  onApply: (mapping: ImportMapping) => void;
}

/** Which column of the file holds each field; the server checks every row again with it and remembers it. */
export function MappingForm({ kind, headers, mapping, busy = false, onApply }: MappingFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ImportMapping>(mapping);
  const columns = [
    { value: '', label: t('imports.mapping.notInFile') },
    ...headers.map((header, index) => ({ value: String(index), label: header || t('imports.mapping.column', { n: index + 1 }) })),
  ];
  const required = IMPORT_REQUIRED[kind] as readonly string[];
  const changed = (IMPORT_FIELDS[kind] as readonly ImportField[]).some((field) => (draft[field] ?? null) !== (mapping[field] ?? null));
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-mapping-title">
      <Title order={2} size="h4" id="import-mapping-title">
        {t('imports.mapping.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('imports.mapping.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(IMPORT_FIELDS[kind] as readonly ImportField[]).map((field) => (
          <Select
            key={field}
            label={t(`imports.fields.${field}`)}
            withAsterisk={required.includes(field)}
            data={columns}
            value={draft[field] === null || draft[field] === undefined ? '' : String(draft[field])}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value === null || value === '' ? null : Number(value) }))}
            allowDeselect={false}
          />
        ))}
      </SimpleGrid>
      <Button variant="light" w="fit-content" disabled={!changed} loading={busy} onClick={() => onApply(draft)}>
        {t('imports.mapping.apply')}
      </Button>
    </Stack>
  );
}
