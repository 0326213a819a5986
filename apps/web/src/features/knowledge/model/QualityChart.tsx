import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { Format } from '../format';
import type { ModelResult } from './modelResult';
import { chartAxes } from '../../../lib/chartDirection';

/** The quality curve with the pick-up threshold and the pick-up day. Its own chunk: charts are heavy. */
export function QualityChart({ result, format }: { result: ModelResult; format: Format }) {
  const { t, i18n } = useTranslation();
  const whole = (value: number) => format.number(value, { maximumFractionDigits: 0 });
  const lastDay = result.curve.at(-1)?.day ?? 1;
  return (
    <div
      role="img"
      aria-label={t('model.chartLabel', { threshold: format.number(result.threshold, { maximumFractionDigits: 1 }), days: format.days(result.daysLeft) })}
    >
      <LineChart
        h={260}
        data={result.curve}
        dataKey="day"
        series={[{ name: 'quality', label: t('model.quality'), color: 'cyan.7' }]}
        withDots={false}
        curveType="linear"
        strokeWidth={3}
        gridAxis="xy"
        xAxisLabel={t('model.days')}
        yAxisLabel={t('model.quality')}
        {...chartAxes(
          i18n.language,
          { type: 'number', domain: [0, lastDay], tickFormatter: whole, allowDecimals: false },
          { domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100], tickFormatter: whole, width: 44 },
        )}
        valueFormatter={whole}
        tooltipProps={{ labelFormatter: (day) => t('model.dayLabel', { day: format.number(Number(day), { maximumFractionDigits: 1 }) }) }}
        referenceLines={[
          { y: result.threshold, label: t('model.threshold'), color: 'red.7', labelPosition: 'insideBottomLeft', strokeDasharray: '6 4' },
          ...(result.daysLeft > 0 ? [{ x: result.daysLeft, label: t('model.pickUp'), color: 'orange.7', labelPosition: 'insideTopLeft' as const }] : []),
        ]}
      />
    </div>
  );
}
