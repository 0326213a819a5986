import { Alert, Badge, Card, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatAmount } from '../../../lib/amounts';
import { cropLabel, formatWeight } from '../../../lib/quantities';
import { useSurveyCheckOut } from '../api/marketSurveys';
import { CheckOutSummary } from '../components/CheckOutSummary';
import { MarketSurveyForm } from '../components/MarketSurveyForm';
import { PendingSurveyList } from '../components/PendingSurveyList';
import { PRICE_PER_KEYS } from '../options';

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
        {id ? <CheckOutSurvey id={id} /> : <PendingSurveyList />}
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
                  {t(PRICE_PER_KEYS[crop.survey.unit], { price: formatAmount(crop.survey.price_minor, crop.survey.currency, i18n.language) })} ·{' '}
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
