import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencyOptions } from '../../lib/countries';
import { LongListSelect } from './LongListSelect';

/** The ISO 4217 list, code and name; search by either. */
export function CurrencySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  return <LongListSelect label={t('forms.currency')} options={currencyOptions} {...props} />;
}
