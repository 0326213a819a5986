import type { SurveyCheckOut } from '@coldroom/contract';
import { Alert, Anchor, Badge, Card, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatAmount } from '../../../lib/amounts';
import { cropLabel, formatWeight } from '../../../lib/quantities';
import { formatDateTime } from '../../../lib/units';
import { usePendingSurveys, useSurveyCheckOut } from '../api/marketSurveys';
import { MarketSurveyForm } from '../components/MarketSurveyForm';
import { UNIT_KEYS } from '../options';

/** market-survey: with `?check_out=<id>` that check-out's forms (one per crop still open); else the pending list. */
export function MarketSurveyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('check_out'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <PageHeader title={t('pages.marketSurvey')} subtitle={t('surveys.marketIntro')} back={id ? { to: '/market-survey', labelKey: 'surveys.pendingTitle' } : { to: '/', labelKey: 'nav.home' }} />
        {id ? <CheckOutSurvey id={id} /> : <PendingList />}
      </Stack>
    </Container>
  );
}

function CheckOutSurvey({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const query = useSurveyCheckOut(id);
  const checkOut = query.data;
  return (
    <QueryStatus query={query}>
      {checkOut && (
        <Stack gap="sm">
          <CheckOutSummary checkOut={checkOut} />
          {!checkOut.open && <Alert color="orange">{t('errors.survey_window_closed')}</Alert>}
          {checkOut.crops.map((crop) =>
            crop.survey ? (
              <Card key={crop.crop_id} withBorder padding="sm" radius="md">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{cropLabel(crop.crop_id, i18n.language)}</Text>
                  <Badge color="green" variant="light">
                    {t('surveys.done')}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t('surveys.pricePerUnitShown', { price: formatAmount(crop.survey.price_minor, crop.survey.currency, i18n.language), unit: t(UNIT_KEYS[crop.survey.unit]) })} ·{' '}
                  {t('surveys.lostShown', { kg: formatWeight(i18n.language, crop.survey.lost_kg) })}
                </Text>
              </Card>
            ) : checkOut.open ? (
              <MarketSurveyForm key={crop.crop_id} checkOut={checkOut} cropId={crop.crop_id} kg={crop.kg} />
            ) : null,
          )}
        </Stack>
      )}
    </QueryStatus>
  );
}

function CheckOutSummary({ checkOut }: { checkOut: SurveyCheckOut }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text ff="monospace" fw={700}>
          {checkOut.code}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(i18n.language, checkOut.time)}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {[checkOut.farmer.name, checkOut.company.name].join(' · ')}
      </Text>
      <Text size="sm">{checkOut.crops.map((c) => `${cropLabel(c.crop_id, i18n.language)} ${formatWeight(i18n.language, c.kg)}`).join(' · ')}</Text>
      <Text size="xs" c="dimmed">
        {t('surveys.openUntil', { date: checkOut.open_until })}
      </Text>
    </Stack>
  );
}

function PendingList() {
  const { t } = useTranslation();
  const query = usePendingSurveys();
  return (
    <QueryStatus query={query}>
      {query.data?.items.length === 0 ? (
        <EmptyState message={t('surveys.nonePending')} />
      ) : (
        <Stack gap="sm">
          {query.data?.items.map((checkOut) => (
            <Card key={checkOut.check_out_id} withBorder padding="sm" radius="md">
              <Stack gap={6}>
                <CheckOutSummary checkOut={checkOut} />
                <Anchor component={Link} to={`/market-survey?check_out=${checkOut.check_out_id}`} fw={600}>
                  {t('surveys.fill')}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </QueryStatus>
  );
}
