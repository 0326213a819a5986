import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { InviteEmployeeForm } from '../components/InviteEmployeeForm';

/** add-employee: invite another service provider by SMS. */
export function AddEmployeePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sent = (phone: string) => {
    void openSuccessPopup('invitations.sent', { phone });
    void navigate('/registered-employees');
  };
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('pages.addEmployee')} back={{ to: '/registered-employees', labelKey: 'pages.registeredEmployees' }} />
      <Text>{t('employees.inviteIntro')}</Text>
      <Paper withBorder p="md" radius="md">
        <InviteEmployeeForm onSent={sent} />
      </Paper>
    </Stack>
  );
}
