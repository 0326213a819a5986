import { isLanguage, type UserType } from '@coldroom/contract';
import { Alert, Button, Input, PasswordInput, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
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
  // Three fields and two rules: kept in plain state rather than a form library, which would add about
  // 6 kB (compressed) to the first page's code (issue 25's budget of 150 kB).
  const [values, setValues] = useState<Values>(() =>
    boot ? valuesOf(boot) : { userType: types.includes('admin') ? 'admin' : 'op', username: initialUsername, password: '' },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  // A changed field's error goes (as it went with the form library).
  const setField = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const formElement = useRef<HTMLFormElement>(null);
  // Before the first paint of this form: take over the plain one (what was typed since, the focus and its
  // caret, its language), remove it, and log in if its Log in was tapped already.
  useLayoutEffect(() => {
    const latest = readBootLogin();
    if (!latest) return;
    releaseBootLogin();
    const taken = valuesOf(latest);
    setValues((current) =>
      taken.userType !== current.userType || taken.username !== current.username || taken.password !== current.password ? taken : current,
    );
    if (latest.focus) {
      const input = formElement.current?.querySelector<HTMLInputElement>(`input[autocomplete="${latest.focus.field === 'username' ? 'username' : 'current-password'}"]`);
      input?.focus();
      if (input && latest.focus.start !== null) input.setSelectionRange(latest.focus.start, latest.focus.end ?? latest.focus.start);
    }
    // The language picked there first: a login sends the language it is made in.
    const switched = isLanguage(latest.language) && latest.language !== i18n.language ? chooseLanguage(latest.language) : Promise.resolve();
    if (latest.submitted) void switched.finally(() => window.setTimeout(() => formElement.current?.requestSubmit(), 0));
  }, [i18n.language]);
  // Errors hold translation keys, so they follow a change of language.
  const fieldError = (field: keyof Values) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { username: usernameProblem(values.username, values.userType) ?? undefined, password: passwordProblem(values.password) ?? undefined };
    setErrors(found);
    if (found.username || found.password) return;
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    loginRequest.submit(
      { ...values, language },
      {
        onSuccess: onLoggedIn,
        onError: (error) => {
          if (error instanceof ApiError && error.fields.username) setErrors((current) => ({ ...current, username: 'auth.validation.usernameInvalid' }));
        },
      },
    );
  };

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
            value={values.userType}
            onChange={(value) => setField('userType', value as UserType)}
          />
        </Input.Wrapper>
        <TextInput
          label={t('auth.username')}
          description={t('auth.usernameHint')}
          placeholder="+234…"
          autoComplete="username"
          inputMode={values.userType === 'sp' ? 'email' : 'tel'}
          value={values.username}
          onChange={(event) => setField('username', event.currentTarget.value)}
          error={fieldError('username')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          value={values.password}
          onChange={(event) => setField('password', event.currentTarget.value)}
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
