import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useCompany } from '../../lib/company';
import { optionalTextProblem, phoneProblem, tidyPhone } from '../../lib/formRules';
import { invitationMessage } from '../../lib/invitationMessage';
import { useSession } from '../../lib/session';
import { PhoneInput } from './PhoneInput';

/** Who is invited: the phone the SMS goes to, and names the invitee may still change. */
export interface InviteeValues {
  phone: string;
  first_name: string;
  last_name: string;
}

export const inviteeRules = {
  phone: (value: string) => phoneProblem(value),
  first_name: (value: string) => optionalTextProblem(value, 100),
  last_name: (value: string) => optionalTextProblem(value, 100),
};

export function InviteeFields({ field }: { field: (path: string) => Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <>
      <PhoneInput required {...field('phone')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('forms.firstNameOptional')} autoComplete="off" {...field('first_name')} />
        <TextInput label={t('forms.lastNameOptional')} autoComplete="off" {...field('last_name')} />
      </SimpleGrid>
    </>
  );
}

/**
 * The part of an invitation request every invitation shares: the invitee, the SMS text in the inviter's
 * language (with the company's name) and who invites.
 */
export function useInvitationBody() {
  const { t } = useTranslation();
  const { user } = useSession();
  const company = useCompany();
  return (values: InviteeValues) => ({
    phone: tidyPhone(values.phone),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...invitationMessage(t, company.data?.name ?? ''),
    ...(user ? { user_id: user.id } : {}),
  });
}

/**
 * The server refuses an invitation whose text carries a link or a phone number; the text is built from
 * the company's name, so that is what to change.
 */
export function InvitationTextError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && (error.fields.partOne !== undefined || error.fields.partTwo !== undefined);
  if (!refused) return null;
  return (
    <Alert color="orange" role="status">
      {t('invitations.textRefused')}
    </Alert>
  );
}
