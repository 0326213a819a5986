import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem, nameProblem, phoneProblem } from '../../lib/formRules';
import { GenderSelect } from './GenderSelect';
import { PhoneInput } from './PhoneInput';

/** The values ContactFields edits (a form may hold more). */
export interface ContactValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  gender: string | null;
}

/** Both names required, a valid phone (required), an optional valid email. */
export const contactRules = {
  first_name: (value: string) => nameProblem(value),
  last_name: (value: string) => nameProblem(value),
  phone: (value: string) => phoneProblem(value),
  email: (value: string) => emailProblem(value),
};

interface ContactFieldsProps {
  field: (path: string) => Record<string, unknown>;
  /** One's own account: the browser may fill in the names and email (not when editing someone else). */
  own?: boolean;
  phoneRequired?: boolean;
  /** Fields between the names and the phone (a farmer's parent name). */
  children?: ReactNode;
}

/** Names, phone, email and gender of a staff member or one's own account. */
export function ContactFields({ field, own = false, phoneRequired = true, children }: ContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('forms.firstName')} autoComplete={own ? 'given-name' : undefined} required {...field('first_name')} />
        <TextInput label={t('forms.lastName')} autoComplete={own ? 'family-name' : undefined} required {...field('last_name')} />
      </SimpleGrid>
      {children}
      <PhoneInput required={phoneRequired} {...field('phone')} />
      <TextInput label={t('forms.emailOptional')} type="email" inputMode="email" autoComplete={own ? 'email' : undefined} {...field('email')} />
      <GenderSelect {...field('gender')} />
    </>
  );
}
