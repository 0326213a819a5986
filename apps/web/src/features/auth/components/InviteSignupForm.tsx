import type { InvitationPreview, UserType } from '@coldroom/contract';
import { Alert, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/FormFooter';
import { useFieldProps } from '../../../lib/formProps';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useInviteSignup } from '../api/inviteSignup';
import { AccountFields, accountBody, accountRules, EMPTY_ACCOUNT, type AccountValues } from './AccountFields';
import { currentLanguage, logInAfterSignup } from './SignupSuccess';

interface Values extends AccountValues {
  code: string;
}

const ROLE_KEYS = { Operator: 'auth.userTypes.op', 'Service Provider': 'auth.userTypes.sp', Farmer: 'auth.userTypes.f' } as const;
const USER_TYPE = { Operator: 'op', 'Service Provider': 'sp', Farmer: 'f' } as const satisfies Record<string, UserType>;

/** Sign-up from an invitation link: the code, phone and role come from the invitation. */
export function InviteSignupForm({ invitation, onDone }: { invitation: InvitationPreview; onDone: (loggedIn: boolean) => void }) {
  const { t } = useTranslation();
  const signup = useInviteSignup();
  const form = useForm<Values>({
    initialValues: {
      ...EMPTY_ACCOUNT,
      first_name: invitation.first_name ?? '',
      last_name: invitation.last_name ?? '',
      email: invitation.email ?? '',
      phone: invitation.phone,
      code: invitation.code,
    },
    validate: accountRules,
  });
  const field = useFieldProps(form);
  const role = t(ROLE_KEYS[invitation.role]);

  const submit = form.onSubmit((values) => {
    const body = { ...accountBody(values), code: values.code, language: currentLanguage() };
    signup.mutate(
      { role: invitation.role, body },
      {
        onSuccess: async () => onDone(await logInAfterSignup(values.phone, values.password, USER_TYPE[invitation.role])),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="cyan" icon={<IconMailOpened size={20} />}>
          {t('auth.invite.intro', { company: invitation.company_name, role })}
        </Alert>
        <TextInput label={t('auth.invite.code')} readOnly {...field('code')} />
        <TextInput label={t('auth.invite.role')} readOnly value={role} />
        <AccountFields field={field} withEmail={invitation.role === 'Service Provider'} phoneLocked />
        <FormFooter error={signup.error} busy={signup.isPending} labelKey="auth.invite.submit" />
      </Stack>
    </form>
  );
}
