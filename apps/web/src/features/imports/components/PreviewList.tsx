import type { Import, ImportRow } from '@coldroom/contract';
import { Badge, Group, List, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/ListPager';
import type { RowFilter } from '../api/imports';
import { problemText } from './words';

const COLOURS = { valid: 'green', unchanged: 'gray', rejected: 'red', imported: 'teal' } as const;

interface PreviewListProps {
  imp: Import;
  rows: readonly ImportRow[];
  total: number;
  page: number;
  pageSize: number;
  filter: RowFilter;
  onFilter: (filter: RowFilter) => void;
  onPage: (page: number) => void;
}

/** Every row of the file with its status and, for a rejected row, its problems in words. */
export function PreviewList({ imp, rows, total, page, pageSize, filter, onFilter, onPage }: PreviewListProps) {
  const { t } = useTranslation();
  const summaryFields = Object.keys(imp.mapping).filter((field) => imp.mapping[field as keyof typeof imp.mapping] !== null).slice(0, 3);
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-preview-title">
      <Title order={2} size="h4" id="import-preview-title">
        {t('imports.preview.title')}
      </Title>
      <SegmentedControl
        aria-label={t('imports.preview.filter')}
        value={filter}
        onChange={(value) => onFilter(value as RowFilter)}
        data={(['rejected', 'valid', 'unchanged', 'all'] as const).map((value) => ({ value, label: t(`imports.rowFilter.${value}`) }))}
        fullWidth
        style={{ flexWrap: 'wrap' }}
      />
      {rows.length === 0 ? (
        <Text c="dimmed">{t('imports.preview.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Paper key={row.row} component="li" withBorder p="sm" data-row={row.row}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600}>{t('imports.preview.row', { row: row.row })}</Text>
                <Badge color={COLOURS[row.status]} variant="light">
                  {t(`imports.rowStatus.${row.status}`)}
                </Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {summaryFields.map((field) => row.values[field]).filter(Boolean).join(' · ') || '\u00a0'}
              </Text>
              {row.problems.length > 0 && (
                <List size="sm" c="red.9" mt={4}>
                  {row.problems.map((problem) => (
                    <List.Item key={problem.field}>{problemText(t, problem, imp.headers, imp.mapping)}</List.Item>
                  ))}
                </List>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <ListPager total={total} page={page} pageSize={pageSize} onPage={onPage} />
    </Stack>
  );
}
