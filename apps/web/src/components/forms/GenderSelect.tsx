import { GENDERS } from '@coldroom/contract';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const GENDER_KEYS = { male: 'forms.genders.male', female: 'forms.genders.female', other: 'forms.genders.other' } as const;

/** Optional: an empty value means "not said". */
export function GenderSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('forms.gender')}
      placeholder={t('forms.genderNotSaid')}
      clearable
      {...props}
      data={GENDERS.map((gender) => ({ value: gender, label: t(GENDER_KEYS[gender]) }))}
    />
  );
}
