import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';

/** Every country, named in the user's language; Nigeria and India first. Type to search. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select
      label={t('forms.country')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('forms.nothingFound')}
      // Hundreds of options: rendered only while the list is open (a lighter page on cheap phones).
      comboboxProps={{ keepMounted: false }}
      {...props}
      data={data}
    />
  );
}
