import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthScreen, type AuthNav } from './AuthScreen';

/** The `auth` route's page: the auth screen, moved between its views by the router. */
export function AuthPage() {
  const routerNavigate = useNavigate();
  const [params] = useSearchParams();
  const nav = useMemo<AuthNav>(
    () => ({ params, navigate: (to, options) => void routerNavigate(to, { replace: options?.replace ?? false }) }),
    [params, routerNavigate],
  );
  return <AuthScreen nav={nav} />;
}
