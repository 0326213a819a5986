import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';
import { LongListSelect } from './LongListSelect';

// Defaults of countryOptions (Nigeria and India first), without its second parameter.
const countries = (language: string) => countryOptions(language);

/** Every country, named in the user's language; Nigeria and India first. Type to search. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  return <LongListSelect label={t('forms.country')} options={countries} {...props} />;
}
