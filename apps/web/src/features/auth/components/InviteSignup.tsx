import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '../../../lib/errors';
import { useInvitationPreview } from '../api/invitationPreview';
import { InviteSignupForm } from './InviteSignupForm';

/** Looks the link's code up, then shows the sign-up form, or says plainly why the link no longer works. */
export function InviteSignup({ code, onDone }: { code: string; onDone: (loggedIn: boolean) => void }) {
  const { t } = useTranslation();
  const preview = useInvitationPreview(code);
  if (preview.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('shared.loading')} />
      </Center>
    );
  }
  if (preview.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
          {t(errorMessageKey(preview.error))}
        </Alert>
        <Text size="sm">{t('auth.invite.askAgain')}</Text>
        <Button component={Link} to="/auth" variant="light">
          {t('shared.login')}
        </Button>
      </Stack>
    );
  }
  return <InviteSignupForm invitation={preview.data} onDone={onDone} />;
}
