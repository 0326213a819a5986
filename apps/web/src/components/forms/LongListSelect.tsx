import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type LongListSelectProps = Omit<SelectProps, 'data'> & {
  /** The options, named in the user's language (a module-level function, so the memo holds). */
  options: (language: string) => { value: string; label: string }[];
};

/** A searchable choice from a long list (countries, currencies): type to search, one value always kept. */
export function LongListSelect({ options, ...props }: LongListSelectProps) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => options(i18n.language), [options, i18n.language]);
  return (
    <Select
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
