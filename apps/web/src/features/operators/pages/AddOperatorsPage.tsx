import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { InviteOperatorForm } from '../components/InviteOperatorForm';

/** add-operators: invite an operator by SMS. */
export function AddOperatorsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sent = (phone: string) => {
    void openSuccessPopup('invitations.sent', { phone });
    void navigate('/operators');
  };
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('pages.addOperators')} back={{ to: '/operators', labelKey: 'pages.operators' }} />
      <Text>{t('operators.inviteIntro')}</Text>
      <Paper withBorder p="md" radius="md">
        <InviteOperatorForm onSent={sent} />
      </Paper>
    </Stack>
  );
}
