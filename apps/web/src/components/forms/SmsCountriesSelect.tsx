import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/countries';

interface SmsCountriesSelectProps extends Omit<MultiSelectProps, 'data'> {
  /** The server's allow-list (the company's `sms_countries_allowed`). */
  allowed: readonly string[];
  /** The company's own country: always allowed, so not offered. */
  homeCountry: string | null;
}

/** Extra countries the company's text messages may go to, among those the server allows. */
export function SmsCountriesSelect({ allowed, homeCountry, ...props }: SmsCountriesSelectProps) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return allowed
      .filter((code) => code !== homeCountry)
      .map((code) => ({ value: code, label: countryName(code, i18n.language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [allowed, homeCountry, i18n.language]);
  return (
    <MultiSelect
      label={t('company.smsCountries')}
      description={t('company.smsCountriesHint')}
      searchable
      hidePickedOptions
      clearable
      nothingFoundMessage={t('forms.nothingFound')}
      comboboxProps={{ keepMounted: false }}
      size="md"
      {...props}
      data={data}
    />
  );
}
