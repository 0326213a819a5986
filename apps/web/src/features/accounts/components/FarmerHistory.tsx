import { Anchor, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import type { PickedFarmer } from '../../../components/operations/FarmerPicker';
import { ProduceCard } from '../../../components/operations/ProduceCard';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatDate } from '../../../lib/format';
import { useProduce } from '../../../lib/lookups/produce';
import { MOVEMENTS_PAGE_SIZE, useMovements } from '../../movements/api/listMovements';
import { MovementCard } from '../../movements/components/MovementCard';
import { useFarmerSurvey } from '../../surveys/api/farmerSurvey';

const PRODUCE_PAGE_SIZE = 10;

/** A farmer's produce in storage with the company. */
export function FarmerProduce({ farmerId }: { farmerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const produce = useProduce({ farmer: farmerId, page, pageSize: PRODUCE_PAGE_SIZE });
  return (
    <QueryStatus query={produce}>
      {produce.data?.items.length === 0 ? (
        <EmptyState message={t('account.noProduce')} />
      ) : (
        <Stack gap="xs">
          {produce.data?.items.map((item) => <ProduceCard key={item.id} item={item} showRoom />)}
          <ListPager total={produce.data?.total ?? 0} page={page} pageSize={PRODUCE_PAGE_SIZE} onPage={setPage} />
        </Stack>
      )}
    </QueryStatus>
  );
}

/** A farmer's check-ins and check-outs, newest first, optionally only those with money still owed. */
export function FarmerMovements({ farmerId }: { farmerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [unpaid, setUnpaid] = useState(false);
  const movements = useMovements({ room: null, farmer: farmerId, type: null, from: '', to: '', paid: unpaid ? 'false' : null, code: '' }, page);
  return (
    <Stack gap="sm">
      <Chip
        checked={unpaid}
        onChange={(checked) => {
          setUnpaid(checked);
          setPage(1);
        }}
        w="fit-content"
      >
        {t('movements.unpaidOnly')}
      </Chip>
      <QueryStatus query={movements}>
        {movements.data?.items.length === 0 ? (
          <EmptyState message={t('movements.empty')} />
        ) : (
          <Stack gap="xs" aria-busy={movements.isFetching}>
            {movements.data?.items.map((movement) => <MovementCard key={movement.id} movement={movement} staff canCorrect={false} onCorrect={() => undefined} />)}
            <ListPager total={movements.data?.total ?? 0} page={page} pageSize={MOVEMENTS_PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}

/** Whether the farmer's baseline survey is filled, and the way to fill or change it. */
export function FarmerSurveySummary({ farmer }: { farmer: PickedFarmer }) {
  const { t, i18n } = useTranslation();
  const survey = useFarmerSurvey(farmer.id, true);
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {t('account.survey.title')}
      </Title>
      <QueryStatus query={survey}>
        {survey.data && (
          <Group gap="xs" justify="space-between">
            <Text size="sm">
              {survey.data.survey
                ? t('account.survey.filled', { date: formatDate(survey.data.survey.updated_at, i18n.language) ?? '—', name: survey.data.survey.updated_by, n: survey.data.survey.commodities.length })
                : t('account.survey.none')}
            </Text>
            <Anchor component={Link} to="/farmer-survey" state={{ farmer }} size="sm">
              {t('account.survey.open')}
            </Anchor>
          </Group>
        )}
      </QueryStatus>
    </Stack>
  );
}
