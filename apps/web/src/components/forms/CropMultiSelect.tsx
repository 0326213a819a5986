import { CROPS, cropName } from '@coldroom/domain';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The crops a company stores, from the shipped catalogue, named in the user's language. */
export function CropMultiSelect(props: Omit<MultiSelectProps, 'data'>) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return CROPS.map((crop) => ({ value: crop.id, label: cropName(crop, i18n.language) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [i18n.language]);
  return (
    <MultiSelect
      label={t('forms.crops')}
      description={t('forms.cropsHint')}
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
