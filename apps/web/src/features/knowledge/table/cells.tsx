/** How each value of a crop row is shown, shared by the laptop table and the phone cards. */
import { Badge } from '@mantine/core';
import type { CropType } from '@coldroom/domain';
import { useTranslation } from 'react-i18next';
import type { EthyleneLevelId, TablePage } from '../content';
import type { Format } from '../format';
import type { CropRow, SortKey } from './cropRows';

export const CROP_TYPE_KEYS: Record<CropType, string> = {
  fruit: 'knowledge.cropTypes.fruit',
  vegetable: 'knowledge.cropTypes.vegetable',
  root_tuber: 'knowledge.cropTypes.root_tuber',
  other: 'knowledge.cropTypes.other',
};

const LEVEL_COLOURS: Record<EthyleneLevelId, string> = {
  'very-high': 'red',
  high: 'orange',
  moderate: 'yellow',
  low: 'teal',
  'very-low': 'green',
  na: 'gray',
};

export type ValueKey = Exclude<SortKey, 'crop' | 'type'>;
export const VALUE_KEYS: readonly ValueKey[] = ['temperature', 'humidity', 'storageLife', 'ethyleneProduction', 'ethyleneSensitivity'];

/** Labels of the columns: the content's legend, plus the crop type which the content does not name. */
export function useColumnLabels(page: TablePage): Record<SortKey, string> {
  const { t } = useTranslation();
  const labels = Object.fromEntries(page.columns.map((column) => [column.id, column.label])) as Record<SortKey, string>;
  return { ...labels, type: t('knowledge.table.type') };
}

export function CropTypeBadge({ type }: { type: CropType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray" size="sm" radius="sm" style={{ textTransform: 'none' }}>
      {t(CROP_TYPE_KEYS[type])}
    </Badge>
  );
}

/** The text of a value cell; N/A (in the reader's language) when the catalogue has no value. */
export function CellValue({ row, column, page, format }: { row: CropRow; column: ValueKey; page: TablePage; format: Format }) {
  const na = page.levels.find((level) => level.id === 'na')?.label ?? 'N/A';
  switch (column) {
    case 'temperature':
      return <>{row.temperature ? format.temperatureRange(row.temperature) : na}</>;
    case 'humidity':
      return <>{row.humidity ? format.humidityRange(row.humidity) : na}</>;
    case 'storageLife':
      return <>{row.storageLife ? format.daysRange(row.storageLife) : na}</>;
    case 'ethyleneProduction':
    case 'ethyleneSensitivity': {
      const level = row[column];
      const label = page.levels.find((l) => l.id === level)?.label ?? level;
      return (
        <Badge variant="dot" color={LEVEL_COLOURS[level]} size="md" radius="sm" style={{ textTransform: 'none', fontWeight: 500 }}>
          {label}
        </Badge>
      );
    }
  }
}
