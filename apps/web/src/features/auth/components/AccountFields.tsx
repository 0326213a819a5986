import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GenderSelect } from '../../../components/forms/GenderSelect';
import { NewPasswordInput } from '../../../components/forms/NewPasswordInput';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { emailProblem, nameProblem, newPasswordProblem, phoneProblem, repeatProblem, tidyPhone } from '../../../lib/formRules';

/** The person's part of every sign-up form. */
export interface AccountValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  gender: string | null;
  password: string;
  repeat: string;
}

export const EMPTY_ACCOUNT: AccountValues = { first_name: '', last_name: '', phone: '', email: '', gender: null, password: '', repeat: '' };

export const accountRules = {
  first_name: (value: string) => nameProblem(value),
  last_name: (value: string) => nameProblem(value),
  phone: (value: string) => phoneProblem(value),
  email: (value: string) => emailProblem(value),
  password: (value: string) => newPasswordProblem(value),
  repeat: (value: string, values: { password: string }) => repeatProblem(value, values.password),
};

type FieldProps = (path: string) => Record<string, unknown>;

interface AccountFieldsProps {
  field: FieldProps;
  withEmail?: boolean;
  /** The invited phone cannot change: the invitation is bound to it. */
  phoneLocked?: boolean;
  /** Fields that belong with the names (a farmer's parent name). */
  afterNames?: ReactNode;
}

export function AccountFields({ field, withEmail = false, phoneLocked = false, afterNames }: AccountFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('forms.firstName')} autoComplete="given-name" required {...field('first_name')} />
        <TextInput label={t('forms.lastName')} autoComplete="family-name" required {...field('last_name')} />
      </SimpleGrid>
      {afterNames}
      <PhoneInput required readOnly={phoneLocked} {...field('phone')} />
      {withEmail && (
        <TextInput
          label={t('forms.emailOptional')}
          description={t('forms.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
      )}
      <GenderSelect {...field('gender')} />
      <NewPasswordInput required {...field('password')} />
      <PasswordInput
        label={t('forms.repeatPassword')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
        {...field('repeat')}
      />
    </Stack>
  );
}

/** The account's part of a request body: the phone tidied to E.164, an empty email left out. */
export function accountBody(values: AccountValues) {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: tidyPhone(values.phone),
    email: values.email.trim() || null,
    gender: (values.gender || null) as 'male' | 'female' | 'other' | null,
    password: values.password,
  };
}
