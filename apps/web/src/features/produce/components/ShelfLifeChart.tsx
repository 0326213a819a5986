import type { ProduceDetail } from '@coldroom/contract';
import { cropById, qualityCurve, type QualityPoint } from '@coldroom/domain';
import { Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCelsius } from '../../../lib/units';

const Chart = lazy(() => import('./ShelfLifeChartInner'));

/** The curve from now on at the room's temperature, until the produce can no longer be sold. */
function curveOf(lot: ProduceDetail): QualityPoint[] | null {
  const kinetics = cropById(lot.crop_id)?.kinetics;
  if (!kinetics || lot.quality === null || lot.room_temperature_c === null || lot.quality <= 0) return null;
  return qualityCurve(kinetics, lot.quality, lot.room_temperature_c, { points: 40 });
}

/** Quality ahead (domain qualityCurve), with the pick-up threshold; the chart code loads only when shown. */
export function ShelfLifeChart({ lot }: { lot: ProduceDetail }) {
  const { t, i18n } = useTranslation();
  const curve = useMemo(() => curveOf(lot), [lot]);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={700}>{t('produce.curveTitle')}</Text>
        {curve ? (
          <>
            <Text size="sm" c="dimmed">
              {t('produce.curveHint', { temperature: formatCelsius(i18n.language, lot.room_temperature_c!) })}
            </Text>
            <div role="img" aria-label={t('produce.curveLabel')}>
              <Suspense fallback={<Center h={220}><Loader aria-label={t('shared.loading')} /></Center>}>
                <Chart
                  points={curve}
                  threshold={lot.pickup_threshold}
                  pickupDay={lot.time_to_pickup_days}
                  language={i18n.language}
                  labels={{ quality: t('produce.quality'), threshold: t('produce.threshold'), day: t('produce.daysFromNow') }}
                />
              </Suspense>
            </div>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('produce.curveUnknown')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
