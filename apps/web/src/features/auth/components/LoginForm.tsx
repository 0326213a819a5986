import { isLanguage, type UserType } from '@coldroom/contract';
import { Alert, Button, Input, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { readBootLogin, releaseBootLogin, type BootLogin } from '../../../lib/bootLogin';
import { errorMessageKey } from '../../../lib/errors';
import { chooseLanguage } from '../../../lib/userLanguage';
import { useLogin } from '../api/login';
import { passwordProblem, usernameProblem } from '../validation';

interface Values {
  userType: UserType;
  username: string;
  password: string;
}

const USER_TYPES: UserType[] = ['sp', 'op', 'f'];

function valuesOf(boot: BootLogin): Values {
  const userType = USER_TYPES.find((type) => type === boot.userType) ?? 'op';
  return { userType, username: boot.username, password: boot.password };
}

/**
 * The platform administrator logs in at /auth?as=admin (docs/platform-admin.md): the form then offers
 * the administrator's user type too, chosen already. Nobody else sees it.
 */
function adminLogin(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('as') === 'admin';
}

export function LoginForm({ onLoggedIn, initialUsername = '' }: { onLoggedIn: () => void; initialUsername?: string }) {
  const { t, i18n } = useTranslation();
  const loginRequest = useLogin();
  const [types] = useState<UserType[]>(() => (adminLogin() ? [...USER_TYPES, 'admin'] : USER_TYPES));
  // A first visit may have drawn a plain login form before the app (boot/login.js): start from what it holds.
  const [boot] = useState(readBootLogin);
  const form = useForm<Values>({
    initialValues: boot ? valuesOf(boot) : { userType: types.includes('admin') ? 'admin' : 'op', username: initialUsername, password: '' },
    validate: {
      username: (value, values) => usernameProblem(value, values.userType),
      password: passwordProblem,
    },
  });
  const formElement = useRef<HTMLFormElement>(null);
  // Before the first paint of this form: take over the plain one (what was typed since, the focus and its
  // caret, its language), remove it, and log in if its Log in was tapped already.
  useLayoutEffect(() => {
    const latest = readBootLogin();
    if (!latest) return;
    releaseBootLogin();
    const values = valuesOf(latest);
    if (values.userType !== form.values.userType || values.username !== form.values.username || values.password !== form.values.password) form.setValues(values);
    if (latest.focus) {
      const input = formElement.current?.querySelector<HTMLInputElement>(`input[autocomplete="${latest.focus.field === 'username' ? 'username' : 'current-password'}"]`);
      input?.focus();
      if (input && latest.focus.start !== null) input.setSelectionRange(latest.focus.start, latest.focus.end ?? latest.focus.start);
    }
    // The language picked there first: a login sends the language it is made in.
    const switched = isLanguage(latest.language) && latest.language !== i18n.language ? chooseLanguage(latest.language) : Promise.resolve();
    if (latest.submitted) void switched.finally(() => window.setTimeout(() => formElement.current?.requestSubmit(), 0));
  }, [form, i18n.language]);
  // Errors hold translation keys, so they follow a change of language.
  const fieldError = (field: keyof Values) => (form.errors[field] ? t(String(form.errors[field])) : undefined);

  const submit = form.onSubmit((values) => {
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    loginRequest.submit(
      { ...values, language },
      {
        onSuccess: onLoggedIn,
        onError: (error) => {
          if (error instanceof ApiError && error.fields.username) form.setFieldError('username', 'auth.validation.usernameInvalid');
        },
      },
    );
  });

  return (
    <form ref={formElement} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={t('auth.userType')} labelElement="div">
          <SegmentedControl
            fullWidth
            mt={4}
            size="md"
            aria-label={t('auth.userType')}
            data={types.map((type) => ({ value: type, label: t(`auth.userTypes.${type}`) }))}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
            {...form.getInputProps('userType')}
          />
        </Input.Wrapper>
        <TextInput
          label={t('auth.username')}
          description={t('auth.usernameHint')}
          placeholder="+234…"
          autoComplete="username"
          inputMode={form.values.userType === 'sp' ? 'email' : 'tel'}
          {...form.getInputProps('username')}
          error={fieldError('username')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          {...form.getInputProps('password')}
          error={fieldError('password')}
        />
        {loginRequest.error !== null && (
          <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
            {t(errorMessageKey(loginRequest.error))}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={loginRequest.isPending}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
