import { Anchor, Box, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../components/LanguagePicker';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { LoginForm } from '../components/LoginForm';
import { logInAfterSignup } from '../components/SignupSuccess';
import { AUTH_TITLE_KEYS, authHref, authViewOf, nextPageOf } from '../views';
import classes from './AuthPage.module.css';

// The login form comes first and alone; the other views (and the crop and country lists) load when opened.
const RegisterChooser = lazy(() => import('../components/RegisterChooser').then((m) => ({ default: m.RegisterChooser })));
const InviteSignup = lazy(() => import('../components/InviteSignup').then((m) => ({ default: m.InviteSignup })));
const ForgotPasswordForm = lazy(() => import('../components/ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })));
const ResetPasswordForm = lazy(() => import('../components/ResetPasswordForm').then((m) => ({ default: m.ResetPasswordForm })));
const VerifyPhoneForm = lazy(() => import('../components/VerifyPhoneForm').then((m) => ({ default: m.VerifyPhoneForm })));

const SUBTITLE_KEYS = {
  login: 'auth.subtitle',
  register: 'auth.signup.subtitle',
  verify: 'auth.verify.subtitle',
  invite: 'auth.invite.subtitle',
  forgot: 'auth.forgot.subtitle',
  reset: 'auth.reset.subtitle',
} as const;

/** How the auth screen moves between its views and out of them: the router's, or the first visit's own. */
export interface AuthNav {
  params: URLSearchParams;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** A link that moves through `nav` on a plain click, and opens normally in a new tab or window otherwise. */
function AuthLink({ nav, to, children, ta }: { nav: AuthNav; to: string; children: ReactNode; ta?: 'center' }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    nav.navigate(to);
  };
  return (
    <Anchor href={to} onClick={follow} size="sm" ta={ta}>
      {children}
    </Anchor>
  );
}

/**
 * Log in, register, sign up from an invitation, and reset a forgotten password (the `auth` route), without
 * the router: the router's page (AuthPage) and a first visit's login form (app/loginFirst.tsx) both show it.
 */
export function AuthScreen({ nav }: { nav: AuthNav }) {
  const { t } = useTranslation();
  const { navigate, params } = nav;
  const view = authViewOf(params);
  const phone = params.get('phone') ?? '';
  const titleKey = AUTH_TITLE_KEYS[view];
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t('app.name')}`;
  }, [t, titleKey]);

  // A visitor asked to log in for a page goes back to it (with its query string), everyone else home.
  const after = nextPageOf(params) ?? '/';
  const home = () => navigate(after, { replace: true });
  const signedUp = (loggedIn: boolean) => navigate(loggedIn ? after : '/auth', { replace: true });
  const toVerify = (phoneNumber: string) => navigate(authHref('verify', { phone: phoneNumber }));
  const verified = async (phoneNumber: string, password: string | null) => {
    if (password && (await logInAfterSignup(phoneNumber, password, 'f'))) return home();
    void openSuccessPopup('auth.verify.done');
    navigate(authHref('login', { phone: phoneNumber }), { replace: true });
  };
  const passwordSet = (phoneNumber: string) => {
    void openSuccessPopup('auth.reset.done');
    navigate(authHref('login', { phone: phoneNumber }), { replace: true });
  };

  return (
    <Center component="main" className={classes.page}>
      <Box w="100%" maw={view === 'login' ? 440 : 520}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap" align="center">
            <Group gap="xs" wrap="nowrap">
              <Image src="/icons/icon.svg" alt="" w={40} h={40} />
              <Text fw={600} size="xl">
                {t('app.name')}
              </Text>
            </Group>
            <LanguagePicker label={null} aria-label={t('shared.language')} size="sm" w={150} />
          </Group>
          <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {t(titleKey)}
                </Title>
                <Text c="dimmed">{t(SUBTITLE_KEYS[view])}</Text>
              </div>
              {view === 'login' && <LoginForm key={phone} initialUsername={phone} onLoggedIn={home} />}
              <Suspense fallback={<Loader mx="auto" aria-label={t('shared.loading')} />}>
                {view === 'register' && <RegisterChooser onDone={signedUp} onVerify={toVerify} />}
                {view === 'verify' && <VerifyPhoneForm key={phone} phone={phone} onVerified={(to, password) => void verified(to, password)} />}
                {view === 'invite' && <InviteSignup code={params.get('code') ?? ''} onDone={signedUp} />}
                {view === 'forgot' && <ForgotPasswordForm initialPhone={phone} onSent={(to) => navigate(authHref('reset', { phone: to }))} />}
                {view === 'reset' && <ResetPasswordForm key={phone} initialPhone={phone} onDone={passwordSet} />}
              </Suspense>
              {view === 'login' ? (
                <Group justify="space-between" gap="xs">
                  <AuthLink nav={nav} to={authHref('forgot', phone ? { phone } : {})}>
                    {t('auth.forgotPassword')}
                  </AuthLink>
                  <AuthLink nav={nav} to={authHref('register')}>
                    {t('auth.register')}
                  </AuthLink>
                </Group>
              ) : (
                <AuthLink nav={nav} to="/auth" ta="center">
                  {t('auth.backToLogin')}
                </AuthLink>
              )}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
