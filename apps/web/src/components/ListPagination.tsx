import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_KEYS = {
  first: 'shared.pagination.first',
  previous: 'shared.pagination.previous',
  next: 'shared.pagination.next',
  last: 'shared.pagination.last',
} as const;

interface Props {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** Pages of a list (nothing when it fits on one), with named arrows; narrow enough for a 360 px phone. */
export function ListPagination({ page, total, pageSize, onChange }: Props) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      value={page}
      onChange={onChange}
      total={pages}
      siblings={0}
      mx="auto"
      getControlProps={(control) => ({ 'aria-label': t(CONTROL_KEYS[control]) })}
      getItemProps={(item) => ({ 'aria-label': t('shared.pagination.page', { page: item }) })}
    />
  );
}
