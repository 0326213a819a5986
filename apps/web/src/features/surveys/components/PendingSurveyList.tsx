import { Anchor, Card, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { QueryStatus } from '../../../components/QueryStatus';
import { PAGE_SIZE } from '../../../lib/paging';
import { usePendingSurveys } from '../api/marketSurveys';
import { CheckOutSummary } from './CheckOutSummary';

/** Check-outs still waiting for a market survey, newest first, a page at a time. */
export function PendingSurveyList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePendingSurveys(page);
  const data = query.data;
  // Answering the last ones of a page empties it: go back to the first page rather than show nothing.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(1);
  }, [data, page]);
  return (
    <QueryStatus query={query}>
      {data?.items.length === 0 ? (
        <EmptyState message={t('surveys.nonePending')} />
      ) : (
        <Stack gap="sm" aria-busy={query.isFetching}>
          {data?.items.map((checkOut) => (
            <Card key={checkOut.check_out_id} withBorder padding="sm" radius="md">
              <Stack gap={6}>
                <CheckOutSummary checkOut={checkOut} />
                <Anchor component={Link} to={`/market-survey?check_out=${checkOut.check_out_id}`} fw={600}>
                  {t('surveys.fill')}
                </Anchor>
              </Stack>
            </Card>
          ))}
          <ListPager total={data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
        </Stack>
      )}
    </QueryStatus>
  );
}
