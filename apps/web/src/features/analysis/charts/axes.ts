import { exponentOf } from '@coldroom/domain';
import { formatAmount } from '../../../lib/amounts';
import { numberFormat } from '../../../lib/units';

/** Charts draw major units (1250.5); labels show them as money again, with the currency's sign. */
export function moneyAxis(currency: string, language: string) {
  const scale = 10 ** exponentOf(currency);
  const compact = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return {
    toMajor: (minor: number) => minor / scale,
    format: (major: number) => formatAmount(Math.round(major * scale), currency, language),
    tick: (major: number) => compact.format(major),
  };
}

/** Counts and weights on an axis: "1.2K". */
export const compactTick = (language: string) => {
  const compact = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => compact.format(value);
};
