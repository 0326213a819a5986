import type { RevenueCheckOutRow, RevenueSort } from '@coldroom/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Written out in full so the translation-key check sees every key.
export const SORT_LABEL_KEYS: Record<RevenueSort, string> = {
  time: 'analysis.table.time',
  total: 'analysis.table.total',
  days: 'analysis.table.days',
  room: 'analysis.table.room',
  farmer: 'analysis.table.farmer',
};

export function PaidBadge({ row }: { row: RevenueCheckOutRow }) {
  const { t } = useTranslation();
  return (
    <Badge color={row.paid ? 'teal' : 'orange'} variant="light">
      {t(row.paid ? 'analysis.table.paid' : 'analysis.table.unpaid')}
    </Badge>
  );
}
