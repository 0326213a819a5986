import type { CropAdvice } from '@coldroom/contract';
import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CropAdviceNotes } from '../../text-overrides/components/CompanyCropAdvice';
import type { TablePage } from '../content';
import type { Format } from '../format';
import { CellValue, CropTypeBadge, useColumnLabels, type ValueKey } from './cells';
import type { CropRow } from './cropRows';

function Value({ label, column, ...rest }: { label: string; column: ValueKey; row: CropRow; page: TablePage; format: Format }) {
  return (
    <div>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="sm" fw={500} data-column={column} component="div">
        <CellValue column={column} {...rest} />
      </Text>
    </div>
  );
}

/**
 * Phone width: one card per crop, every value visible with its label (no sideways scrolling on a
 * 360 px screen, and room for the longer words of Odia or Gujarati).
 */
export function CropCards({ rows, page, format, advice }: { rows: CropRow[]; page: TablePage; format: Format; advice?: ReadonlyMap<string, CropAdvice[]> }) {
  const { t } = useTranslation();
  const labels = useColumnLabels(page);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const shared = { row, page, format };
        return (
          <Paper key={row.id} component="li" withBorder p="sm" radius="md" data-crop={row.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
              <Text fw={600} component="h3" fz="md" m={0}>
                {row.name}
              </Text>
              <CropTypeBadge type={row.type} />
            </Group>
            <SimpleGrid cols={3} spacing="xs" verticalSpacing={6}>
              <Value label={labels.temperature} column="temperature" {...shared} />
              <Value label={labels.humidity} column="humidity" {...shared} />
              <Value label={labels.storageLife} column="storageLife" {...shared} />
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="xs" mt={6}>
              <Value label={labels.ethyleneProduction} column="ethyleneProduction" {...shared} />
              <Value label={labels.ethyleneSensitivity} column="ethyleneSensitivity" {...shared} />
            </SimpleGrid>
            {row.hasModel && (
              <Anchor component={Link} to={`/model?crop=${row.id}`} size="sm" mt={6} display="inline-block">
                {t('knowledge.table.seeModel')}
              </Anchor>
            )}
            <CropAdviceNotes items={advice?.get(row.id)} />
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
