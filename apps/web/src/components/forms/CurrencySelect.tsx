import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOptions } from '../../lib/countries';

/** The ISO 4217 list, code and name; search by either. */
export function CurrencySelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  return (
    <Select
      label={t('forms.currency')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('forms.nothingFound')}
      comboboxProps={{ keepMounted: false }}
      {...props}
      data={data}
    />
  );
}
