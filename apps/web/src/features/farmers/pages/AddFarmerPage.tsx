import { isLanguage, type Farmer } from '@coldroom/contract';
import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { fullName } from '../../../lib/format';
import { LinkFarmerForm } from '../components/LinkFarmerForm';
import { RegisterFarmerForm } from '../components/RegisterFarmerForm';

type Mode = 'register' | 'link';

/** add-farmer: register a farmer without a login, or link one who signed up by their code. */
export function AddFarmerPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('register');
  const saved = (farmer: Farmer) => {
    void openSuccessPopup(mode === 'register' ? 'farmers.registered' : 'farmers.linked', {
      name: fullName(farmer.firstName, farmer.lastName),
      code: farmer.userCode,
    });
    void navigate(`/farmer/${farmer.id}`);
  };
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('pages.addFarmer')} back={{ to: '/farmers', labelKey: 'pages.farmers' }} />
      <SegmentedControl
        fullWidth
        size="md"
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        aria-label={t('farmers.how')}
        data={[
          { value: 'register', label: t('farmers.modeRegister') },
          { value: 'link', label: t('farmers.modeLink') },
        ]}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
      />
      <Paper withBorder p="md" radius="md">
        {mode === 'register' ? (
          <RegisterFarmerForm language={isLanguage(i18n.language) ? i18n.language : 'en'} onSaved={saved} />
        ) : (
          <LinkFarmerForm onSaved={saved} />
        )}
      </Paper>
    </Stack>
  );
}
