import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination } from './ListPagination';

interface ListPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** How many there are in all, and the pages when there are more than fit on one. */
export function ListPager({ total, page, pageSize, onPage }: ListPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t('shared.total', { total })}
      </Text>
      <ListPagination total={total} page={page} pageSize={pageSize} onChange={onPage} />
    </Group>
  );
}
