import { languageDirection } from '@coldroom/contract';

type AxisProps = Record<string, unknown>;

/**
 * A chart's axes in the reader's direction: in a right-to-left language (Arabic) the horizontal axis runs
 * from right to left (time and values grow leftwards) and the vertical axis stands on the right, as the
 * page around it is mirrored. Merged into the axis props a chart already gives (Mantine charts and recharts).
 */
export function chartAxes(language: string, xAxisProps: AxisProps = {}, yAxisProps: AxisProps = {}) {
  const rtl = languageDirection(language) === 'rtl';
  return {
    xAxisProps: { ...xAxisProps, reversed: rtl },
    yAxisProps: { ...yAxisProps, orientation: rtl ? ('right' as const) : ('left' as const) },
  };
}
