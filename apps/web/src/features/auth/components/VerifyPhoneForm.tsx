import { VERIFICATION_CODE_MINUTES, VERIFICATION_RESEND_SECONDS } from '@coldroom/contract';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/forms/FormError';
import { FormFooter } from '../../../components/forms/FormFooter';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { useFieldProps } from '../../../lib/formProps';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useResendFarmerCode } from '../api/resendFarmerCode';
import { useVerifyFarmerPhone } from '../api/verifyFarmerPhone';
import { takeSignupPassword } from '../pendingSignup';
import { authHref } from '../views';

const codeProblem = (value: string) => (!value.trim() ? 'forms.codeRequired' : /^\d{6}$/.test(value.replace(/\s/g, '')) ? null : 'forms.resetCodeInvalid');

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Seconds left until `until` (a Date.now() time), counting down once a second. */
function useSecondsUntil(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = window.setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

interface VerifyPhoneFormProps {
  phone: string;
  /** The phone is confirmed: `password` is the one chosen at sign-up when this page still has it. */
  onVerified: (phone: string, password: string | null) => void;
}

/**
 * After a farmer's sign-up: the 6-digit code from the SMS confirms the phone and creates the account.
 * A new code can be asked for once the server's wait has passed; the button says how long that is.
 */
export function VerifyPhoneForm({ phone, onVerified }: VerifyPhoneFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyFarmerPhone();
  const resend = useResendFarmerCode();
  const [resendAt, setResendAt] = useState(() => Date.now() + VERIFICATION_RESEND_SECONDS * 1000);
  const wait = useSecondsUntil(resendAt);
  const form = useForm({ initialValues: { code: '' }, validate: { code: codeProblem } });
  const field = useFieldProps(form);

  const submit = form.onSubmit(({ code }) => {
    verify.mutate(
      { phone, code: code.replace(/\s/g, '') },
      { onSuccess: () => onVerified(phone, takeSignupPassword(phone)), onError: (error) => applyServerErrors(form, error) },
    );
  });

  const sendAgain = () => {
    verify.reset();
    resend.mutate(phone, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + answer.resend_after_seconds * 1000);
        showToast('auth.verify.resent', 'success');
      },
      onError: (error) => {
        const seconds = error instanceof ApiError ? error.retryAfterSeconds : null;
        if (seconds) setResendAt(Date.now() + seconds * 1000);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="cyan" icon={<IconMessage size={20} />} role="status">
          {t('auth.verify.sent', { phone, minutes: VERIFICATION_CODE_MINUTES })}
        </Alert>
        <TextInput
          label={t('auth.reset.code')}
          description={t('auth.reset.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          data-autofocus
          {...field('code')}
        />
        <FormFooter error={verify.error} busy={verify.isPending} labelKey="auth.verify.submit" />
        <FormError error={resend.error} />
        <Button variant="light" fullWidth disabled={wait > 0} loading={resend.isPending} onClick={sendAgain}>
          {wait > 0 ? t('auth.verify.resendIn', { seconds: wait }) : t('auth.verify.resend')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.verify.noAccountYet')}
        </Text>
        <Anchor component={Link} to={authHref('register')} size="sm" ta="center">
          {t('auth.verify.startAgain')}
        </Anchor>
      </Stack>
    </form>
  );
}
