import { LANGUAGES, type Language } from '@coldroom/contract';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/forms/CountrySelect';
import { GenderSelect } from '../../../components/forms/GenderSelect';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { nameProblem, optionalTextProblem, phoneProblem, tidyPhone } from '../../../lib/formRules';

export interface FarmerValues {
  first_name: string;
  last_name: string;
  parent_name: string;
  phone: string;
  gender: string | null;
  language: Language;
  country: string | null;
}

export const farmerRules = {
  first_name: (value: string) => nameProblem(value),
  last_name: (value: string) => optionalTextProblem(value, 100),
  parent_name: (value: string) => optionalTextProblem(value, 200),
  // A farmer without a phone is allowed: they are served at the room.
  phone: (value: string) => phoneProblem(value, false),
};

/** The request body's farmer fields: trimmed, empty ones as null. */
export function farmerBody(values: FarmerValues) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim() ? tidyPhone(values.phone) : null,
    gender: (values.gender || null) as 'male' | 'female' | 'other' | null,
    language: values.language,
    country: values.country || null,
  };
}

interface FarmerFieldsProps {
  field: (path: string) => Record<string, unknown>;
  /** Farmers with their own login keep their phone: only they can change it. */
  phoneLocked?: boolean;
}

export function FarmerFields({ field, phoneLocked = false }: FarmerFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('forms.firstName')} required autoComplete="off" {...field('first_name')} />
        <TextInput label={t('forms.lastNameOptional')} autoComplete="off" {...field('last_name')} />
      </SimpleGrid>
      <TextInput label={t('forms.parentName')} description={t('forms.parentNameHint')} autoComplete="off" {...field('parent_name')} />
      <PhoneInput
        label={t('forms.phoneOptional')}
        description={phoneLocked ? t('farmers.phoneLocked') : t('farmers.phoneHint')}
        readOnly={phoneLocked}
        {...field('phone')}
      />
      <GenderSelect {...field('gender')} />
      <Select
        label={t('farmers.language')}
        description={t('farmers.languageHint')}
        allowDeselect={false}
        data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        {...field('language')}
      />
      <CountrySelect clearable placeholder={t('farmers.countryFromPhone')} {...field('country')} />
    </Stack>
  );
}
